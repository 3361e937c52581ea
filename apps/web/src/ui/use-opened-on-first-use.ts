import { useEffect, useState, type RefObject } from 'react';

/**
 * For a popup (a menu, a popover) mounted by the first click on a stand-in of its button: a popup of
 * Mantine's is some twenty React components (portal, transition, floating positioning, focus trap),
 * so a page draws the button alone until it is used. The click mounts the popup around a button in
 * the same place; this gives that button the focus and only then opens the popup, so that its focus
 * trap and its return of focus on close (to what had the focus when it opened) work as for a popup
 * mounted from the start. Returns the popup's opened state and its setter; it starts open.
 */
export function useOpenedOnFirstUse(target: RefObject<HTMLElement | null>): [boolean, (opened: boolean) => void] {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, [target]);
  return [opened, setOpened];
}
