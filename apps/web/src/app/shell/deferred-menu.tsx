import { lazy, Suspense, useState, type ComponentType } from 'react';

/** The menu's open state, held by the wrapper so that a click before the code arrived counts. */
export type MenuProps = { opened: boolean; onChange: (opened: boolean) => void };
export type TriggerProps = { onClick?: () => void };

/**
 * A top-bar menu whose dropdown code (Mantine's Menu with its popover and positioning, about 30 KB
 * of gzip shared by every menu and tooltip of the shell) arrives just after the first screen
 * instead of before it. Until then `Trigger` shows the same button; a click on it opens the menu as
 * soon as the code is there.
 */
export function deferredMenu(load: () => Promise<{ default: ComponentType<MenuProps> }>, Trigger: ComponentType<TriggerProps>): ComponentType {
  const Menu = lazy(load);
  return function DeferredMenu() {
    const [opened, setOpened] = useState(false);
    return (
      <Suspense fallback={<Trigger onClick={() => setOpened(true)} />}>
        <Menu opened={opened} onChange={setOpened} />
      </Suspense>
    );
  };
}
