import { ContentList } from '../components/content-list';

/** /admin/questionnaires: the site's customer questionnaires, current and archived. */
export default function QuestionnairesPage() {
  return <ContentList kind="questionnaires" />;
}
