/**
 * What happened, in words every subscriber reads: the vocabulary of the outbox. Producers describe
 * the change and whom it concerns; subscribers (in-app notifications, mail, later live pushes)
 * decide what to do with it. Only data: a payload is stored as JSON and read back by another process.
 */
export type EventActor = { id: string; name: string; img: string | null };

type OrderEvent<T extends string, Extra = object> = {
  type: T;
  siteId: string;
  orderId: string;
  orderNumber: number;
  /** The user the event is for (the customer, or the writer for a draft's approval or rejection, a revision request or an answered follow-up). */
  recipientId: string;
  actor: EventActor | null;
} & Extra;

/** Events about an order, each for one user: the bell and the order mail say them. */
export type OrderDomainEvent =
  | OrderEvent<'draft_uploaded'>
  /** An admin approved a draft (approval feature): for the customer, as a new draft would be. */
  | OrderEvent<'draft_approved'>
  /** The same approval told to the order's writer, whose draft now reaches the customer. */
  | OrderEvent<'draft_approved_for_writer'>
  /** An admin rejected a draft (approval feature): for the writer, who may upload again. */
  | OrderEvent<'draft_rejected'>
  | OrderEvent<'revision_requested'>
  | OrderEvent<'final_delivered'>
  | OrderEvent<'linkedin_delivered'>
  | OrderEvent<'order_completed'>
  | OrderEvent<'due_date_set', { dueDate: string }>
  | OrderEvent<'writer_assigned'>
  | OrderEvent<'follow_up_sent'>
  | OrderEvent<'follow_up_answered'>
  /** A payment succeeded (features/payments): for the customer's receipt. `orderId` is the order bought or tipped. */
  | OrderEvent<'payment_received', { purpose: 'order' | 'tip' | 'invoice'; amount: number; currency: string; description: string }>;

/** Where a chat message was written: an order's chat, or a writer's chat with the site's admins. */
type ChatPlace = { siteId: string; recipientId: string; chatType: 'writerToCustomer' | 'writerToAdmin'; orderId: string | null; orderNumber: number | null; writerId: string | null };

export type ChatDomainEvent =
  /** A chat message for one member: the bell shows it at once. */
  | (ChatPlace & { type: 'chat_message'; actor: EventActor | null; preview: string })
  /** Messages still unread two minutes after the first of them: one mail per batch. */
  | (ChatPlace & { type: 'chat_unread'; actor: null; unread: number });

/** An admin made an invoice for a customer (features/payments): the bell and a mail tell the customer. */
export type InvoiceIssuedEvent = {
  type: 'invoice_issued';
  siteId: string;
  recipientId: string;
  actor: EventActor | null;
  /** Where it leads: the invoices page (as a paid invoice's `payment_received`). */
  orderId: 'invoices';
  invoiceId: string;
  invoiceNumber: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** YYYY-MM-DD, or null: no due date. */
  dueDate: string | null;
};

/** A visitor asked for a free critique (made in the background), and it is ready or said unreadable (mailed). */
type CritiqueEvent<T extends string> = { type: T; siteId: string; requestId: string; orderId: null; actor: null };
export type CritiqueDomainEvent = CritiqueEvent<'critique_requested'> | CritiqueEvent<'critique_ready'>;

export type DomainEvent = OrderDomainEvent | ChatDomainEvent | InvoiceIssuedEvent | CritiqueDomainEvent;
export type EventType = DomainEvent['type'];

/** The order events the bell and the order mail tell of (a payment has its own receipt mail). */
export const EVENT_TYPES = ['draft_uploaded', 'draft_approved', 'draft_approved_for_writer', 'draft_rejected', 'revision_requested', 'final_delivered', 'linkedin_delivered', 'order_completed', 'due_date_set', 'writer_assigned', 'follow_up_sent', 'follow_up_answered'] as const satisfies readonly EventType[];
export type OrderEventType = (typeof EVENT_TYPES)[number];
/** One of the events EVENT_TYPES names. */
export type TellableOrderEvent = Extract<OrderDomainEvent, { type: OrderEventType }>;

/** Who did it, as a notification shows them. */
export function eventActor(user: { id: string; firstName: string; lastName: string; profileImg: string | null }): EventActor {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), img: user.profileImg };
}
