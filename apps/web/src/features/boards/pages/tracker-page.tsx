import { BoardScreen } from './board-page';

/** The customer's job-search tracker (spec 002 2.11), shown where the site enables boards. */
export default function TrackerPage() {
  return <BoardScreen kind="tracker" id={null} />;
}
