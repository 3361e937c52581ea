/** The public free-critique page's server side: requests, the background maker and the mail. */
export { FreeCritiquesService } from './free-critiques.service';
