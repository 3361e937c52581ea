// The questionnaires feature's published code: what the surveys feature reuses (the same wizard,
// paths and saved progress). Kept out of index.ts, which the shell loads at start: the wizard and
// its date picker download only with the pages that show them.
export { QuestionnaireWizard } from './components/questionnaire-wizard';
export { orderViewPath } from './paths';
export { clearProgress } from './saved-progress';
export { answerErrors } from './server-errors';
