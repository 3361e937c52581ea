import { lazy, Suspense, useState, type ComponentType } from 'react';

export type MenuProps = { defaultOpened: boolean };
export type TriggerProps = { onClick?: () => void };

/**
 * A top-bar menu whose dropdown code (Mantine's Menu with its popover and positioning, about 40 KB
 * of gzip shared by every menu and tooltip of the shell) arrives just after the first screen
 * instead of before it. Until then `Trigger` shows the same button; a click on it opens the menu as
 * soon as the code is there.
 */
export function deferredMenu(load: () => Promise<{ default: ComponentType<MenuProps> }>, Trigger: ComponentType<TriggerProps>): ComponentType {
  const Menu = lazy(load);
  return function DeferredMenu() {
    const [wanted, setWanted] = useState(false);
    return (
      <Suspense fallback={<Trigger onClick={() => setWanted(true)} />}>
        <Menu defaultOpened={wanted} />
      </Suspense>
    );
  };
}
