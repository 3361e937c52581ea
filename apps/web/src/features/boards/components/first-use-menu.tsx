import { Menu } from '@mantine/core';
import { useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { useOpenedOnFirstUse } from '../../../ui/use-opened-on-first-use';

/** A menu is never wider than this, nor than the screen less a margin. */
const MENU_WIDTH = 'min(20rem, calc(100vw - 2rem))';

export type MenuButtonProps = { ref?: Ref<HTMLButtonElement>; 'aria-label': string; 'aria-haspopup'?: 'menu'; 'aria-expanded'?: boolean; onClick?: () => void };

type Props = {
  label: string;
  /** The menu's button, the same element before and after the menu is mounted around it. */
  button: (props: MenuButtonProps) => ReactElement;
  /** The menu's entries, made only once it is opened. */
  items: () => ReactNode;
};

/**
 * A menu mounted on its first use. A Mantine Menu is some twenty React components (popover, portal,
 * transition, floating-ui hooks, focus trap), and a board shows a menu on every card and column:
 * drawn at once they were the largest part of each column's components, and React walks every one
 * of them on each pointer move of a drag. Until its first use the menu is its button alone, with the same
 * name and state. Its click (mouse, Enter or Space) mounts the menu around a button in the same place,
 * moves focus to that button and only then opens the menu, so that the menu's focus trap and its
 * return of focus on close (to the element focused when it opened) work as for a menu mounted from
 * the start. Once mounted the menu stays: one used once is likely to be used again.
 */
export function FirstUseMenu({ label, button, items }: Props) {
  const [mounted, setMounted] = useState(false);
  if (!mounted) return button({ 'aria-label': label, 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setMounted(true) });
  return <MountedMenu label={label} button={button} items={items} />;
}

function MountedMenu({ label, button, items }: Props) {
  const target = useRef<HTMLButtonElement>(null);
  // Mounted by a click on the button drawn before, which is now gone: focus its successor, then open.
  const [opened, setOpened] = useOpenedOnFirstUse(target);
  return (
    // The dropdown is at most the screen's width less a margin, its entries cut to it (MENU_WIDTH).
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button({ ref: target, 'aria-label': label })}</Menu.Target>
      <Menu.Dropdown maw={MENU_WIDTH}>{items()}</Menu.Dropdown>
    </Menu>
  );
}
