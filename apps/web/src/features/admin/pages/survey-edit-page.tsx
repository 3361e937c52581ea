import { QuestionnaireContentPage } from '../components/questionnaire-content-editor';

/** /admin/surveys/:id: a survey (a package's, answered at the end of the order). */
export default function SurveyEditPage() {
  return <QuestionnaireContentPage kind="surveys" />;
}
