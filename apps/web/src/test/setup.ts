import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initTestI18n } from './i18n';

// jsdom lacks the layout APIs Mantine touches; these stand-ins behave like a wide desktop window.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// This file runs before every test file, and the files of a worker share one window: wrap once.
if (!('portalWrapped' in window.getComputedStyle)) {
  const { getComputedStyle } = window;
  window.getComputedStyle = Object.assign((element: Element) => getComputedStyle(element), { portalWrapped: true });
}
window.HTMLElement.prototype.scrollIntoView = () => {};

// Mantine's autosizing Textarea waits for fonts; jsdom has no font loading at all.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} } });
}

// findBy* and waitFor wait up to 1 s by default: too short for a loaded two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Components read English texts; the catalogs test reads the files itself.
await initTestI18n();
