import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { useOpenedOnFirstUse } from '../../ui/use-opened-on-first-use';

/** The menu's open state, and the ref its button takes (it gets the focus when the menu first opens). */
export type MenuProps = { opened: boolean; onChange: (opened: boolean) => void; targetRef: Ref<HTMLButtonElement> };
/** The stand-in button says what the menu's own button says: that it opens a menu, closed for now. */
export type TriggerProps = { onClick?: () => void; 'aria-haspopup'?: 'menu'; 'aria-expanded'?: boolean };

/**
 * A top-bar menu drawn as its button alone until its first use. Its code (Mantine's Menu with its
 * popover and positioning, about 30 KB of gzip shared by every menu and tooltip of the shell) is
 * fetched once the layout is `ready` (its first 1500 ms over), not with the page; the menu itself
 * (some twenty components) is mounted by the first click on `Trigger`, the same button, and opens
 * then (see useOpenedOnFirstUse). Mounted at 1500 ms, the two menus and the bell were one commit of
 * 60 to 100 ms on a slow phone. A click before the code arrived opens the menu as soon as it is there.
 */
export function deferredMenu(load: () => Promise<{ default: ComponentType<MenuProps> }>, Trigger: ComponentType<TriggerProps>): ComponentType<{ ready: boolean }> {
  const Menu = lazy(load);

  function FirstOpened() {
    const target = useRef<HTMLButtonElement>(null);
    const [opened, setOpened] = useOpenedOnFirstUse(target);
    return <Menu opened={opened} onChange={setOpened} targetRef={target} />;
  }

  return function DeferredMenu({ ready }: { ready: boolean }) {
    const [used, setUsed] = useState(false);
    useEffect(() => {
      // The code only, so that the first click opens the menu at once; a failed download is asked for again on that click.
      if (ready) load().catch(() => undefined);
    }, [ready]);
    const trigger = <Trigger onClick={() => setUsed(true)} aria-haspopup="menu" aria-expanded={false} />;
    if (!used) return trigger;
    return (
      <Suspense fallback={trigger}>
        <FirstOpened />
      </Suspense>
    );
  };
}
