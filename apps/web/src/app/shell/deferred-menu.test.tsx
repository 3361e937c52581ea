import { MantineProvider, Menu } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredMenu, type MenuProps } from './deferred-menu';

function Trigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" {...props}>
      Account
    </button>
  );
}

function TestMenu({ opened, onChange, targetRef }: MenuProps) {
  return (
    <Menu opened={opened} onChange={onChange}>
      <Menu.Target>
        <Trigger ref={targetRef} />
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

/** A menu whose code arrives when the test says so; `load` counts the times it is asked for. */
function slowMenu() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: ComponentType<MenuProps> }>((resolve) => {
    arrive = () => resolve({ default: TestMenu });
  });
  const load = vi.fn(() => loaded);
  return { DeferredMenu: deferredMenu(load, Trigger), load, arrive: () => act(async () => arrive()) };
}

describe('deferredMenu', () => {

  it('shows its button before the menu code is there, and opens when that button was clicked meanwhile', async () => {
    const { DeferredMenu, arrive } = slowMenu();
    renderInMantine(<DeferredMenu ready />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('stays closed when nobody clicked before the code arrived', async () => {
    const { DeferredMenu, arrive } = slowMenu();
    renderInMantine(<DeferredMenu ready />);
    await arrive();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('asks for its code only once the layout is ready, or at once when its button is clicked', async () => {
    const waiting = slowMenu();
    const { rerender } = renderInMantine(<waiting.DeferredMenu ready={false} />);
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(waiting.load).not.toHaveBeenCalled();
    rerender(
      <MantineProvider env="test">
        <waiting.DeferredMenu ready />
      </MantineProvider>,
    );
    expect(waiting.load).toHaveBeenCalledTimes(1);

    const clicked = slowMenu();
    renderInMantine(<clicked.DeferredMenu ready={false} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Account' }).at(-1)!);
    expect(clicked.load).toHaveBeenCalledTimes(1);
    await clicked.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('is its button alone until first used; then its own button has the focus, and gets it back on Escape', async () => {
    const { DeferredMenu, arrive } = slowMenu();
    renderInMantine(<DeferredMenu ready />);
    await arrive();
    expect(document.querySelector('[aria-controls]')).toBeNull();
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect([standIn.getAttribute('aria-haspopup'), standIn.getAttribute('aria-expanded')]).toEqual(['menu', 'false']);
    fireEvent.click(standIn);
    await screen.findByRole('menuitem', { name: 'Logout' });
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).not.toBe(standIn);
    expect(document.activeElement).not.toBe(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
