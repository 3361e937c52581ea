/** The admin's list of critiques: nothing is published to other features yet. */
export { CritiquesService } from './critiques.service';
