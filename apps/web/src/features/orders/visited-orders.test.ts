import type { OrderPackage } from '@portal/domain/orders/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstVisitRedirect, hasVisitedOrder, rememberOrderVisit, VISITED_ORDERS_KEY, VISITED_ORDERS_LIMIT, visitedOrderIds } from './visited-orders';

const pkg = (firstModule: string): OrderPackage => ({
  packageName: 'Gold',
  packagePrice: 100,
  packageServices: [{ _id: 's1', serviceName: 'Resume', serviceModules: [{ id: firstModule, title: 'first' }] }],
  packageDownloadables: [],
});

afterEach(() => vi.restoreAllMocks());

describe('visited orders', () => {
  it('remembers visits per order id', () => {
    expect(hasVisitedOrder('a')).toBe(false);
    rememberOrderVisit('a');
    rememberOrderVisit('b');
    rememberOrderVisit('a');
    expect(visitedOrderIds()).toEqual(['b', 'a']);
    expect(hasVisitedOrder('a')).toBe(true);
  });

  it('keeps only the most recent ids', () => {
    for (let i = 0; i < VISITED_ORDERS_LIMIT + 5; i++) rememberOrderVisit(`o${i}`);
    const ids = visitedOrderIds();
    expect(ids).toHaveLength(VISITED_ORDERS_LIMIT);
    expect(ids[0]).toBe('o5');
    expect(ids.at(-1)).toBe(`o${VISITED_ORDERS_LIMIT + 4}`);
  });

  it('survives a broken stored value', () => {
    window.localStorage.setItem(VISITED_ORDERS_KEY, '{not json');
    expect(visitedOrderIds()).toEqual([]);
    window.localStorage.setItem(VISITED_ORDERS_KEY, JSON.stringify(['a', 5, null]));
    expect(visitedOrderIds()).toEqual(['a']);
  });
});

describe('firstVisitRedirect', () => {
  it('sends a first visit to the first module, once', () => {
    const order = { _id: 'o1', package: pkg('previous_document'), completed_tasks: [] };
    expect(firstVisitRedirect(order)).toBe('/orders/previous-document/s1/o1');
    expect(firstVisitRedirect(order)).toBeNull();
  });

  it('does not redirect an order with progress or a first module the writer does, but remembers the visit', () => {
    const started = { _id: 'o2', package: pkg('career-q'), completed_tasks: [{ taskId: 'career-q', serviceId: 's1' }] };
    expect(firstVisitRedirect(started)).toBeNull();
    expect(hasVisitedOrder('o2')).toBe(true);
    expect(firstVisitRedirect({ _id: 'o3', package: pkg('final_document'), completed_tasks: [] })).toBeNull();
  });

  it('never redirects when the browser cannot remember the visit', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(firstVisitRedirect({ _id: 'o4', package: pkg('career-q'), completed_tasks: [] })).toBeNull();
  });
});
