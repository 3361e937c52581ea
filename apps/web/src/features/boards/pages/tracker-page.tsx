import { BOARD_CARDS_SHOWN } from '@portal/domain/boards/rules';
import type { PagePrefetch } from '../../../platform/web-feature';
import { boardQuery } from '../api';
import { BoardScreen } from './board-page';

/** The tracker is asked for while the shell renders (only customers have one). */
export const prefetch: PagePrefetch = ({ session, client }) => {
  if (session.user.role === 'user') void client.prefetchQuery(boardQuery('tracker', null, BOARD_CARDS_SHOWN));
};

/** The customer's job-search tracker (spec 002 2.11), shown where the site enables boards. */
export default function TrackerPage() {
  return <BoardScreen kind="tracker" id={null} />;
}
