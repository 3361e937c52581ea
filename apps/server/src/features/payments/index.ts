/** The payments feature's published API: what other features may know of payments. */
export { critiqueOfOrder } from './order-critique.store';
