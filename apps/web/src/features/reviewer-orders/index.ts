import { withCatalogs } from '../../platform/i18n';
/** The reviewer's order list has no route of its own: the order list screen shows it to reviewers. */
export const loadReviewerOrdersView = withCatalogs(['reviewer-orders'], () => import('./components/reviewer-orders-view'));
