// The notifications feature's published API: the bell's row writer, for the demo data to leave
// the same rows real events leave; the recipient of an event's mail, for the features that mail.
export { inAppNotifications } from './in-app.subscriber';
export { escapeHtml, mailRecipient, type MailRecipient } from './mail-recipient';
