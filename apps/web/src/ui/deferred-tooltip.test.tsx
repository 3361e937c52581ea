import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh `DeferredTooltip` whose hint code arrives when the test says so; `load` counts the asks. */
async function freshHint() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn();
  vi.doMock('./deferred-tooltip-loaded', async () => {
    load();
    await arrived;
    return { default: (await vi.importActual<typeof import('@mantine/core')>('@mantine/core')).Tooltip };
  });
  const { DeferredTooltip } = await import('./deferred-tooltip');
  // Mantine's test mode: no transitions and no portal, so the hint is in the page as soon as it opens.
  render(
    <MantineProvider env="test">
      <DeferredTooltip label="March 4, 2026 10:00">
        <span tabIndex={0}>purchased 2 days ago</span>
      </DeferredTooltip>
    </MantineProvider>,
  );
  return { target: screen.getByText('purchased 2 days ago'), load, arrive: () => act(async () => arrive()) };
}

describe('DeferredTooltip', () => {
  beforeEach(() => vi.resetModules());

  it('asks for its code only when the visitor reaches for the hint, and opens it once the code is there', async () => {
    const { target, load, arrive } = await freshHint();
    expect(load).not.toHaveBeenCalled();
    // Screen readers have the hint's text from the start, without its code.
    expect(document.getElementById(target.getAttribute('aria-describedby')!)?.textContent).toBe('March 4, 2026 10:00');
    fireEvent.pointerEnter(target);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await arrive();
    expect((await screen.findByRole('tooltip')).textContent).toBe('March 4, 2026 10:00');
  });

  it('stays closed when the visitor left the target before the code came', async () => {
    const { target, load, arrive } = await freshHint();
    fireEvent.pointerEnter(target);
    fireEvent.pointerLeave(target);
    await arrive();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('purchased 2 days ago')).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the keyboard on the target while its code arrives, and opens the hint there', async () => {
    const { target, arrive } = await freshHint();
    act(() => target.focus());
    expect(document.activeElement).toBe(target);
    await arrive();
    expect((await screen.findByRole('tooltip')).textContent).toBe('March 4, 2026 10:00');
    // The same element, still focused: a target drawn anew would have dropped the keyboard's place.
    expect(screen.getByText('purchased 2 days ago')).toBe(target);
    expect(document.activeElement).toBe(target);
    act(() => target.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
