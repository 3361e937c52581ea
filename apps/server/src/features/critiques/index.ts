/**
 * The review page of a critique. Published for the features that make critiques (the admin's and the
 * free-critique intake) and the admins' list: the critiques table is this feature's alone.
 */
export { critiquesForAdmin, insertCritique, type NewCritique } from './critiques-admin.store';
