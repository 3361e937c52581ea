import type { NotificationAction } from '@portal/domain/notifications/calls';
import type { DomainEvent, OrderEventType } from '../../platform/events/domain-events';

/** The events the bell and the order mail tell of. */
export type OrderNotice = Extract<DomainEvent, { type: OrderEventType }>;

/**
 * The words of each event, for the bell (one line) and for mail (a subject and a paragraph). Stored
 * and sent in English, as the server's other texts; the in-app row keeps the `action` code, which
 * the notifications screen translates.
 */
export const EVENT_TEXTS: Record<OrderEventType, { line: string; subject: (company: string, n: number) => string; body: string }> = {
  draft_uploaded: {
    line: 'A new draft is ready for your review',
    subject: (c, n) => `${c}: a new draft of order #${n} is ready`,
    body: 'Your writer uploaded a new draft. Open your order to read it and tell them what you think.',
  },
  draft_approved: {
    line: 'A new draft is ready for your review',
    subject: (c, n) => `${c}: a new draft of order #${n} is ready`,
    body: 'Your writer uploaded a new draft. Open your order to read it and tell them what you think.',
  },
  draft_approved_for_writer: {
    line: 'An admin approved your draft',
    subject: (c, n) => `${c}: the draft of order #${n} was approved`,
    body: 'An admin approved your latest draft and it is now with your customer for review.',
  },
  draft_rejected: {
    line: 'An admin returned your draft',
    subject: (c, n) => `${c}: the draft of order #${n} was not approved`,
    body: 'An admin did not approve your latest draft. Open the order to read the reason and upload a new draft.',
  },
  revision_requested: {
    line: 'Your customer reviewed the latest draft',
    subject: (c, n) => `${c}: order #${n} has a new review`,
    body: 'Your customer reviewed the latest draft. Open the order to read their review and upload the next draft.',
  },
  final_delivered: {
    line: 'Your final documents are ready',
    subject: (c, n) => `${c}: the final documents of order #${n} are ready`,
    body: 'Your final documents are ready to download.',
  },
  linkedin_delivered: {
    line: 'Your LinkedIn document is ready',
    subject: (c, n) => `${c}: the LinkedIn document of order #${n} is ready`,
    body: 'Your LinkedIn document is ready to download.',
  },
  order_completed: {
    line: 'Your order is complete',
    subject: (c, n) => `${c}: order #${n} is complete`,
    body: 'Every step of your order is done. Thank you for working with us.',
  },
  due_date_set: {
    line: 'Your order due date was set',
    subject: (c, n) => `${c}: a due date for order #${n}`,
    body: 'Your writer set the due date of your order.',
  },
  writer_assigned: {
    line: 'A writer was assigned to your order',
    subject: (c, n) => `${c}: a writer is working on order #${n}`,
    body: 'A writer was assigned to your order and will be in touch.',
  },
  follow_up_sent: {
    line: 'Your writer sent you a few more questions',
    subject: (c, n) => `${c}: a few more questions about order #${n}`,
    body: 'Your writer needs a little more information. Open your order to answer the follow-up questionnaire.',
  },
  follow_up_answered: {
    line: 'Your customer answered the follow-up questionnaire',
    subject: (c, n) => `${c}: the follow-up questionnaire of order #${n} was answered`,
    body: 'Your customer answered the follow-up questionnaire. Open the order to read the answers.',
  },
};

/** The due date reads as the writer's table shows it (MM/DD/YYYY). */
export function eventLine(event: OrderNotice): string {
  if (event.type === 'due_date_set') {
    const [y, m, d] = event.dueDate.slice(0, 10).split('-');
    return `Your order due date was set to ${m}/${d}/${y}`;
  }
  return EVENT_TEXTS[event.type].line;
}

/** The `action` an in-app row carries (the names the notification rows have always used). */
export const EVENT_ACTIONS: Record<OrderEventType, NotificationAction> = {
  draft_uploaded: 'new_draft',
  // The customer hears of an approved draft as of any new draft.
  draft_approved: 'new_draft',
  draft_approved_for_writer: 'draft_approved',
  draft_rejected: 'draft_rejected',
  revision_requested: 'revision_requested',
  final_delivered: 'final_delivered',
  linkedin_delivered: 'linkedin_delivered',
  order_completed: 'order_completed',
  due_date_set: 'due_date',
  writer_assigned: 'writer_assigned',
  follow_up_sent: 'follow_up_sent',
  follow_up_answered: 'follow_up_answered',
};
