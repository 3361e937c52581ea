import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser's focus fixup, which jsdom lacks: an element disabled while it has the focus loses it to
 * the body (Chromium does, e.g. a button that shows its call's progress). jsdom leaves the focus on the
 * disabled button, where it would seem to stay through the call; a test of where the focus lands after
 * such a call turns this on first, and the returned function off.
 */
export function emulateFocusFixup(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement as HTMLButtonElement | null;
    if (active && active !== document.body && active.disabled) active.blur();
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}

/** The focus fixup around every test of the file (or `describe` block) that calls this. */
export function withFocusFixup(): void {
  let stop = () => {};
  beforeEach(() => {
    stop = emulateFocusFixup();
  });
  afterEach(() => stop());
}

/** An answer that takes a moment, as over the network: the button of its call shows it (disabled) meanwhile. */
export const later = (ms = 30) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Focuses `button` and presses it, as by keyboard; the returned spy tells whether the browser then dropped the focus. */
export function pressFocused(button: HTMLElement) {
  const dropped = vi.fn();
  button.focus();
  button.addEventListener('blur', dropped);
  fireEvent.click(button);
  return dropped;
}

/** The element that has the focus; null for the body (where a lost focus goes). */
export function focused(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  return active === document.body ? null : active;
}
