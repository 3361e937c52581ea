import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenNearOrLater } from './when-near-or-later';

/** An IntersectionObserver the test moves into view. */
let reportNear: ((near: boolean) => void) | null = null;
class TestObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    reportNear = (near) => this.callback([{ isIntersecting: near }]);
  }
  disconnect() {
    reportNear = null;
  }
}

const frames: FrameRequestCallback[] = [];
/** A frame: every callback asked for before it. */
const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
const paintFirstScreen = async () => {
  await nextFrame();
  await nextFrame();
  await act(() => vi.advanceTimersByTime(0));
};

function renderChat() {
  render(
    <WhenNearOrLater placeholder={<p>room</p>} laterMs={1500}>
      <p>chat</p>
    </WhenNearOrLater>,
  );
}

describe('WhenNearOrLater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', TestObserver);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    frames.length = 0;
  });

  it('renders when the visitor nears it, once the first screen is painted', async () => {
    renderChat();
    expect(reportNear).toBeNull();
    await paintFirstScreen();
    act(() => reportNear!(false));
    expect(screen.getByText('room')).toBeTruthy();
    act(() => reportNear!(true));
    expect(screen.getByText('chat')).toBeTruthy();
    expect(screen.queryByText('room')).toBeNull();
  });

  it('renders at the latest when the page’s first moments are over, however far away', async () => {
    renderChat();
    await paintFirstScreen();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('chat')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('chat')).toBeTruthy();
  });
});
