import { ContentList } from '../components/content-list';

/** /admin/contracts: the site's contract texts, current and archived. */
export default function ContractsPage() {
  return <ContentList kind="contracts" />;
}
