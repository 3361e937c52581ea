import type { CustomerOrderDetail } from '@portal/domain/orders/calls';
import type { OrderListRow, OrderView } from '@portal/domain/orders/types';
import { vi } from 'vitest';

/** An order as the server sends it, started (answers given, contract signed) unless overridden. */
export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: 'o1',
    number: 1003,
    package: {
      packageName: 'Career Booster',
      packagePrice: 24900,
      packageServices: [
        { _id: 's1', serviceName: 'Resume Writing', serviceModules: [{ id: 'previous_document', title: 'Upload your resume' }, { id: 'final_document', title: 'Final resume' }] },
        { _id: 's2', serviceName: 'Cover Letter', serviceModules: [{ id: 'cover-q', title: 'Cover letter questions' }] },
      ],
      packageDownloadables: [{ title: 'Interview guide', data: { key: 'guide-key' } }],
    },
    statusPercentage: 0,
    createdAt: '2025-01-10T10:00:00.000Z',
    completed_tasks: [],
    writer: null,
    writerName: null,
    customer: null,
    invoiceCurrency: 'usd',
    invoicePrice: 24900,
    hideOrder: false,
    contract_signed: true,
    customer_industries: ['Sales'],
    years_of_experience: 'entry',
    revisionData: {},
    tipByCustomer: false,
    noShowCheck: false,
    surveySubmitted: false,
    ...overrides,
  };
}

/** An order as the list calls send it: the list's fields, the package reduced to its name and services. */
export function makeListRow(overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    _id: 'o1',
    number: 1003,
    package: { packageName: 'Career Booster', packageServices: [{ _id: 's1', serviceName: 'Resume Writing' }, { _id: 's2', serviceName: 'Cover Letter' }] },
    statusPercentage: 0,
    createdAt: '2025-01-10T10:00:00.000Z',
    dueDate: null,
    writer: null,
    writerName: null,
    customer: null,
    invoiceCurrency: 'usd',
    invoicePrice: 24900,
    writerArchived: false,
    ...overrides,
  };
}

export function makeDetail(order: OrderView = makeOrder()): CustomerOrderDetail {
  return { status: true, order, invoice: { price: order.invoicePrice ?? 0 }, clientCurrencyType: order.invoiceCurrency ?? 'usd' };
}

type Reply = { status?: number; body: unknown };

/** A fetch stand-in answering by method and path; every call is kept for assertions. */
export function fakeServer(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    const route = routes[key] ?? routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { message: `no route ${key}` } });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
  return { fetchMock, calls };
}
