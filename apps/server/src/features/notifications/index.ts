// The notifications feature's published API: the bell's row writer, for the demo data to leave
// the same rows real events leave.
export { inAppNotifications } from './in-app.subscriber';
