/**
 * The admin's orders and automatic assignment, published: the checkout calls
 * `queueForAssignment(tx, siteId, orderId)` in the transaction that records a paid order.
 * Lint forbids importing any other file of this folder from outside it.
 */
export { queueForAssignment, AutoAssignment } from './auto-assignment';
export { AdminOrdersService } from './admin-orders.service';
