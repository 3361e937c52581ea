/**
 * Where the notifications dropdown goes in the top bar (spec 002 2.8). The notifications feature
 * fills it in; until then it renders nothing rather than a dropdown without data.
 */
export function NotificationsSlot() {
  return null;
}
