/**
 * The questionnaires feature's published API: answer checking, shared with the survey; the admin's
 * questionnaire (and survey) service and its routes, and the choices a service or package may name.
 */
export { checkAnswers, parseFields } from './questionnaire-answers';
export { QuestionnairesAdminService } from './questionnaires-admin.service';
export { registerQuestionnaireAdminRoutes } from './questionnaires-admin.routes';
export { isOfferedSurvey, questionnaireChoices } from './questionnaires-admin.store';
