import { screen } from '@testing-library/react';
import type { Role } from '@portal/domain/auth/calls';
import type { OrderView } from '@portal/domain/orders/types';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import OrderChat from './order-chat';

// The conversation itself (its live connection) is not what these tests are about: only the notice above it.
vi.mock('./chat-panel', () => ({ ChatPanel: ({ notice }: { notice?: React.ReactNode }) => <div>{notice}</div> }));

const DAY = 24 * 60 * 60 * 1000;
const order = (completedDaysAgo: number) => ({ _id: 'o1', statusPercentage: 100, completedAt: new Date(Date.now() - completedDaysAgo * DAY).toISOString() }) as OrderView;
const renderAs = (role: Role, completedDaysAgo = 12) =>
  renderWithApp(<OrderChat order={order(completedDaysAgo)} />, { path: '/orders/view/o1', session: { user: makeUser({ role }), orders: [], currency: 'usd' } });

describe('OrderChat', () => {
  it('warns the customer, of an order complete for more than 10 days, that their writer may not be told', () => {
    renderAs('user');
    expect(screen.getByText('This order has been complete for more than 10 days. Your writer may not receive notifications of new messages.')).toBeTruthy();
  });

  it.each(['writer', 'reviewer', 'admin'] as const)('warns staff (%s) that the customer may not be told, never speaking of "your writer"', (role) => {
    renderAs(role);
    expect(screen.getByText('This order has been complete for more than 10 days. The customer may not receive notifications of new messages.')).toBeTruthy();
    expect(screen.queryByText(/Your writer/)).toBeNull();
  });

  it('says nothing of an order complete for less than 10 days', () => {
    renderAs('writer', 3);
    expect(screen.queryByText(/more than 10 days/)).toBeNull();
  });
});
