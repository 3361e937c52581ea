import { MantineProvider } from '@mantine/core';
import { TIMINGS } from '@portal/domain/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageShownMarker, Preloader, usePageShownFlag, type PageShownFlag } from './preloader';

/** A read the test answers when it says so (TanStack Query tells its readers in a timer of 0 ms). */
function slowRead(client: QueryClient, key: string) {
  let answer!: () => void;
  const done = client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))) });
  return {
    answer: () =>
      act(async () => {
        answer();
        await done;
        vi.advanceTimersByTime(0);
      }),
  };
}

function renderPreloader(client: QueryClient, pageShown: boolean) {
  let flag!: PageShownFlag;
  function Layout() {
    flag = usePageShownFlag();
    return (
      <>
        {pageShown && <PageShownMarker flag={flag} />}
        <Preloader pageShownFlag={flag} />
      </>
    );
  }
  // Mantine's test mode: no transitions, so the overlay leaves as soon as it is told to.
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Layout />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { showPage: () => act(() => flag.raise()) };
}

const spinner = () => screen.queryByRole('status');

describe('the layout preloader', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    client.clear();
  });

  it('covers the layout until the page is on screen, and lifts then when nothing is being read', () => {
    const { showPage } = renderPreloader(client, false);
    expect(spinner()).not.toBeNull();
    showPage();
    expect(spinner()).toBeNull();
  });

  it('waits for the page’s first reads to answer', async () => {
    const read = slowRead(client, 'orders');
    renderPreloader(client, true);
    expect(spinner()).not.toBeNull();
    await read.answer();
    expect(spinner()).toBeNull();
  });

  it('lifts after the spec’s 1500 ms even when the page is not there yet', () => {
    renderPreloader(client, false);
    act(() => vi.advanceTimersByTime(TIMINGS.preloaderMs - 1));
    expect(spinner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(spinner()).toBeNull();
  });

  it('does not come back for a read the page starts later', async () => {
    const { showPage } = renderPreloader(client, false);
    showPage();
    expect(spinner()).toBeNull();
    const read = slowRead(client, 'next-page');
    act(() => vi.advanceTimersByTime(0));
    expect(spinner()).toBeNull();
    await read.answer();
  });
});
