import { screen, within } from '@testing-library/react';
import type { Role } from '@portal/domain/auth/calls';
import type { StaffOrderDetail } from '@portal/domain/writer-orders/detail-calls';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import StaffOrderViewPage from './staff-order-view-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const detail: StaffOrderDetail = {
  status_code: 200,
  status: true,
  order: {
    _id: 'o1',
    number: 1003,
    package: {
      packageName: 'Career Booster',
      packagePrice: 100,
      packageDownloadables: [],
      packageServices: [
        {
          _id: 's1',
          serviceName: 'Resume Writing',
          serviceModules: [
            { id: 'career-q', title: 'Career Questionnaire' },
            { id: 'previous_document', title: 'Your Resume' },
            { id: 'revision_process', title: 'Drafts' },
          ],
        },
      ],
    },
    statusPercentage: 66,
    createdAt: '2026-03-01T10:00:00.000Z',
    dueDate: '2026-04-10T12:00:00.000Z',
    completed_tasks: [
      { taskId: 'career-q', serviceId: 's1' },
      { taskId: 'previous_document', serviceId: 's1' },
    ],
    revisionData: { s1: { sentByWriter: true, pendingClientReview: false } },
    writer: { _id: 'w1', firstName: 'Wendy', lastName: 'Parker', email: 'w@example.test', profile_img: null },
    customer: { _id: 'c1', firstName: 'Jordan', lastName: 'Lee', email: 'j@example.test' },
  },
  sortedNotifications: [{ _id: 'n1', order_id: 'o1', contant: 'The customer reviewed your draft', createdAt: '2026-03-02T10:00:00.000Z', data: { senderName: 'Jordan Lee' } }],
};

const notificationCatalogs = import.meta.glob<Record<string, unknown>>('../../../locales/*/notifications.json', { eager: true, import: 'default' });

const renderAs = (role: Role, site = makeSite()) =>
  renderWithApp(<StaffOrderViewPage />, { path: '/orders/view/o1', routePath: '/orders/view/:id', session: { user: makeUser({ role }), orders: [], currency: 'usd' }, site });

describe('StaffOrderViewPage', () => {
  it('shows the writer the order, its module states and links, without the writer field', async () => {
    fetchMock.mockImplementation(async () => json(200, detail));
    const { container } = renderAs('writer');
    expect(await screen.findByText('Career Booster')).toBeTruthy();
    expect(screen.getByText('Jordan Lee')).toBeTruthy();
    expect(screen.queryByText('Writer')).toBeNull();
    expect(screen.getByText('66%')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Waiting for the client to review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View answers' }).getAttribute('href')).toBe('/orders/questionnaire-answers/o1/career-q/s1');
    expect(screen.getByRole('link', { name: 'View documents' }).getAttribute('href')).toBe('/orders/previous-document/s1/o1');
    expect(screen.getByText('The customer reviewed your draft')).toBeTruthy();
    expect(container.querySelector('[data-slot="staff-order-chat"]')).not.toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).not.toContain('includeWriter');
  });

  it('asks for and names the writer for reviewers, with nothing to press but links and the accordion', async () => {
    fetchMock.mockImplementation(async () => json(200, detail));
    renderAs('reviewer');
    expect(await screen.findByText('Wendy Parker')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/writer/orders/o1?includeWriter=true');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Resume WritingIn progress']);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves the chat slot out when the site switches the writer-customer chat off', async () => {
    fetchMock.mockImplementation(async () => json(200, detail));
    const base = makeSite();
    const { container } = renderAs('writer', makeSite({ website_settings: { ...base.website_settings, disable_writer_customer_chat: true } }));
    await screen.findByText('Career Booster');
    expect(container.querySelector('[data-slot="staff-order-chat"]')).toBeNull();
  });

  it("says the latest updates in the reader's language, as the notifications page does", async () => {
    const updates: StaffOrderDetail['sortedNotifications'] = [
      { _id: 'n2', order_id: 'o1', contant: 'New message from Jordan Lee: Did you get my file?', createdAt: '2026-03-03T10:00:00.000Z', data: { senderImg: null, senderName: 'Jordan Lee', senderPrefName: 'Jordan Lee', action: 'chat_message', preview: 'Did you get my file?' } },
      { _id: 'n1', order_id: 'o1', contant: 'Your customer reviewed the latest draft', createdAt: '2026-03-02T10:00:00.000Z', data: { senderImg: null, senderName: 'Jordan Lee', senderPrefName: 'Jordan Lee', action: 'revision_requested' } },
    ];
    fetchMock.mockImplementation(async () => json(200, { ...detail, sortedNotifications: updates }));
    i18n.addResourceBundle('de', 'notifications', notificationCatalogs['../../../locales/de/notifications.json']!, true, true);
    await i18n.changeLanguage('de');
    try {
      renderAs('writer');
      const box = (await screen.findByText('Ihr Kunde hat den letzten Entwurf bewertet')).closest('ul')!;
      expect(within(box).getByText('Neue Nachricht von Jordan Lee: Did you get my file?')).toBeTruthy();
      expect(within(box).queryByText(/^New message|^Your customer/)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says "Order not found" for a 404', async () => {
    fetchMock.mockImplementation(async () => json(404, { message: 'Order not found' }));
    renderAs('writer');
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });
});
