import { fireEvent, screen } from '@testing-library/react';
import { IconClipboardList, IconList, IconPlus } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import type { MenuEntry } from './menu-entries';
import { GroupEntry } from './side-menu';

const group: MenuEntry = {
  key: 'orders',
  label: 'menu.orders',
  icon: IconClipboardList,
  children: [
    { key: 'orders-view', label: 'menu.ordersView', icon: IconList, to: '/orders/list' },
    { key: 'orders-new', label: 'menu.ordersNew', icon: IconPlus, to: '/orders/new' },
  ],
};

describe('GroupEntry', () => {
  it('is a button Tab reaches, that says whether it is open and opens its entries', async () => {
    renderWithApp(<GroupEntry entry={group} pathname="/dashboard" icon={null} />);
    const toggle = screen.getByRole('button', { name: 'Orders' });
    // A button is in the tab order by nature; an anchor without href is not.
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const view = await screen.findByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/orders/list');
    // The button names the list it opens, and that list holds the entries.
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(view)).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
  });

  it('starts open on one of its pages', () => {
    renderWithApp(<GroupEntry entry={group} pathname="/orders/list" icon={null} />);
    expect(screen.getByRole('button', { name: 'Orders' }).getAttribute('aria-expanded')).toBe('true');
  });
});
