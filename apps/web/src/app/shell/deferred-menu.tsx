import { lazy, Suspense, useState, type ComponentType } from 'react';

/** The menu's open state, held by the wrapper so that a click before the code arrived counts. */
export type MenuProps = { opened: boolean; onChange: (opened: boolean) => void };
export type TriggerProps = { onClick?: () => void };

/**
 * A top-bar menu whose dropdown code (Mantine's Menu with its popover and positioning, about 30 KB
 * of gzip shared by every menu and tooltip of the shell) arrives once the layout is `ready` (its
 * first 1500 ms over) instead of with the page. Until then `Trigger` shows the same button; a click on
 * it asks for the code at once and opens the menu as soon as it is there.
 */
export function deferredMenu(load: () => Promise<{ default: ComponentType<MenuProps> }>, Trigger: ComponentType<TriggerProps>): ComponentType<{ ready: boolean }> {
  const Menu = lazy(load);
  return function DeferredMenu({ ready }: { ready: boolean }) {
    const [opened, setOpened] = useState(false);
    const trigger = <Trigger onClick={() => setOpened(true)} />;
    if (!ready && !opened) return trigger;
    return (
      <Suspense fallback={trigger}>
        <Menu opened={opened} onChange={setOpened} />
      </Suspense>
    );
  };
}
