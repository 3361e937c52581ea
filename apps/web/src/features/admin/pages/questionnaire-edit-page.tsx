import { QuestionnaireContentPage } from '../components/questionnaire-content-editor';

/** /admin/questionnaires/:id: a customer questionnaire (a service's module). */
export default function QuestionnaireEditPage() {
  return <QuestionnaireContentPage kind="questionnaires" />;
}
