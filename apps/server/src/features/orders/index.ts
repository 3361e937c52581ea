/**
 * The orders feature's published API: what every other feature may use of orders. Load an order
 * for the caller (404 unless it is theirs), record a task (progress recomputed, "order completed"
 * appended), the order view, the list rows, the status list, and the named state changes of order-changes.ts.
 * Lint forbids importing any other file of this folder from outside it.
 */
export { loadOrderFor, loadOrderForCustomer, loadOrderForWriter, loadOrderViewFor, orderPackageOf, ORDER_NOT_FOUND, type OrderRow } from './order-loader';
export { customerBoughtDownloadable, loadOwnership, mayOpenOrder, maySeeOrder, type OrderOwnership } from './order-access';
export { orderToJson, ordersToJson, orderViews, type OrderJson } from './order-json';
export { listedOrders, listPage, orderList, pageOfOrders, type OrderList } from './order-paging';
export { orderListRows, type OrderListRowData } from './order-list-rows';
export { countVisibleOrders, listOrderStatuses, ORDER_STATUS_LIMIT } from './order-statuses.store';
export { listTasks, recordTask, removeTask, type TaskEvents, type TaskInput } from './order-tasks';
export { assignWriter, lockOrder, lockSurveyState, markContractSigned, markSurveySubmitted, setDueDate, setOrderHidden, setRevisionState, setWriterArchived, type OrderRef } from './order-changes';
export { adminOrderTotals, findAdminOrder, lockOrderForAssignment, pageAdminOrders, writerLoads, type AdminOrderFilter, type AdminOrderRow } from './admin-order-list';
export { createOrderForPackage, orderNumberOf, recordTip, type NewOrder } from './order-create';
