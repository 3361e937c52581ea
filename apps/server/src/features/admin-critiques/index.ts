/** The admin's list of critiques: nothing is published to other features yet. */
export { AdminCritiquesService } from './admin-critiques.service';
