import { formatTableDate } from '@portal/domain/dates/format';
import { useTranslation } from 'react-i18next';

/**
 * What the line needs of a notification: the bell's rows (`Notification`) and the order overview's
 * (`OrderNotification`, whose `data` is passed through as stored) alike. Read defensively.
 */
export type NotificationLine = { contant: string; data: { readonly [key: string]: unknown } };

const filled = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The values an action's line names: a row stored without them keeps its stored (English) line, which says them. */
const NEEDS: Readonly<Record<string, readonly string[]>> = { chat_message: ['preview'], invoice_issued: ['preview'], due_date: ['date'] };

/**
 * The line in the reader's language, by the event's action: a chat message says who wrote and
 * what; an action the catalog does not know keeps the stored English line. Needs the
 * `notifications` catalog loaded with the page.
 */
export function useNotificationText() {
  const { t, i18n } = useTranslation('notifications');
  return (notification: NotificationLine) => {
    const { data } = notification;
    const action = filled(data.action);
    if (!action || NEEDS[action]?.some((name) => !filled(data[name]))) return notification.contant;
    const sender = filled(data.senderPrefName) ?? filled(data.senderName);
    const date = filled(data.date);
    const key = action === 'chat_message' && !sender ? 'actions.chat_message_noSender' : `actions.${action}`;
    return t(key, { defaultValue: notification.contant, sender, preview: filled(data.preview), date: date && formatTableDate(date, i18n.language) });
  };
}
