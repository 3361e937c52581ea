import { MantineProvider, Menu } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredMenu, type MenuProps } from './deferred-menu';

function Trigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" {...props}>
      Account
    </button>
  );
}

function TestMenu(props: MenuProps) {
  return (
    <Menu {...props}>
      <Menu.Target>
        <Trigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

// Mantine's test mode: jsdom lays nothing out, so a dropdown would otherwise count its button as
// off-screen and hide itself once positioned.
const renderInMantine = (ui: ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

/** A menu whose code arrives when the test says so. */
function slowMenu() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: ComponentType<MenuProps> }>((resolve) => {
    arrive = () => resolve({ default: TestMenu });
  });
  return { DeferredMenu: deferredMenu(() => loaded, Trigger), arrive: () => act(async () => arrive()) };
}

describe('deferredMenu', () => {

  it('shows its button before the menu code is there, and opens when that button was clicked meanwhile', async () => {
    const { DeferredMenu, arrive } = slowMenu();
    renderInMantine(<DeferredMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('stays closed when nobody clicked before the code arrived', async () => {
    const { DeferredMenu, arrive } = slowMenu();
    renderInMantine(<DeferredMenu />);
    await arrive();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });
});
