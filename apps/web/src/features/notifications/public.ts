// The notifications feature's published code: a notification's line in the reader's language, for
// the order overview's latest updates (the page that uses it loads the `notifications` catalog).
export { useNotificationText, type NotificationLine } from './notification-text';
