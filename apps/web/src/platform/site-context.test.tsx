import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite } from '../test/fixtures';
import { SiteProvider, useSite, websiteAnswerInPage } from './site-context';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function CompanyName() {
  return <p>{useSite().companyName}</p>;
}

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteProvider>
        <CompanyName />
      </SiteProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('SiteProvider', () => {
  it('shows the loading notice, then the app themed for the site', async () => {
    fetchMock.mockImplementation(async () => json(200, { status_code: 200, status: true, data: makeSite({ companyName: 'Acme Careers' }) }));
    renderProvider();
    expect(screen.getByText('Just a sec...')).toBeTruthy();
    expect(await screen.findByText('Acme Careers')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/website');
  });

  it('says the domain is not registered when the site answers with a false status', async () => {
    fetchMock.mockImplementation(async () => json(200, { status_code: 404, status: false }));
    renderProvider();
    expect(await screen.findByText('Domain not registered')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('says the domain is not registered when the lookup fails', async () => {
    fetchMock.mockImplementation(async () => json(500, { message: 'boom' }));
    renderProvider();
    // The site lookup is asked once more before giving up.
    expect(await screen.findByText('Domain not registered', undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('says the website is not configured when there is no configuration', async () => {
    fetchMock.mockImplementation(async () => json(200, { status_code: 200, status: true, data: null }));
    renderProvider();
    expect(await screen.findByText('Website UI not configured')).toBeTruthy();
  });
});

describe('the site answer that came with the page', () => {
  afterEach(() => document.getElementById('website-answer')?.remove());
  const put = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'website-answer';
    block.textContent = text;
    document.head.append(block);
  };

  it('is read and checked by the call contract, defaults applied', () => {
    put(JSON.stringify({ status_code: 200, status: true, data: makeSite({ companyName: 'Acme Careers' }) }));
    expect(websiteAnswerInPage()?.data?.companyName).toBe('Acme Careers');
  });

  it('is ignored when missing, not JSON or not what the call answers, so the client asks the API', () => {
    expect(websiteAnswerInPage()).toBeNull();
    put('{not json');
    expect(websiteAnswerInPage()).toBeNull();
    document.getElementById('website-answer')!.textContent = JSON.stringify({ status: 'yes' });
    expect(websiteAnswerInPage()).toBeNull();
  });
});
