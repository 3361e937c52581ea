/** The questionnaires feature's published API: answer checking, shared with the survey. */
export { checkAnswers, parseFields } from './questionnaire-answers';
