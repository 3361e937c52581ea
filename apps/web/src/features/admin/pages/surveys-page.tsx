import { ContentList } from '../components/content-list';

/** /admin/surveys: the site's surveys, current and archived. */
export default function SurveysPage() {
  return <ContentList kind="surveys" />;
}
