// The orders feature's published code: what the dashboard shows of the customer's orders. Kept
// out of index.ts, which the shell loads at start: only the pages that use these download them.
export { customerOrdersPageQuery, customerOrderStatusesQuery, useCustomerOrdersPage, useCustomerOrderStatuses } from './api';
export { OrderProgressRing } from './components/order-progress-ring';
export { longDateTime, relativeDate } from './dates';
