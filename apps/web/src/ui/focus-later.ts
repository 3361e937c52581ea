/**
 * Where the focus goes after a change removes, disables or moves the element that had it: without
 * this it falls to the page's body (Chromium moves it there from a button that turns disabled or
 * leaves the page). The wanted element often comes only once the change's call and its reload have
 * settled, so it is looked for every frame for up to a second and a half.
 */

const TRIES = 90;

type Options = {
  /** Focused when `find` gave nothing in time. */
  fallback?: () => HTMLElement | null | undefined;
  /** Runs on each try that finds nothing (e.g. to scroll a list to an element not drawn yet). */
  waiting?: () => void;
  /** Only when the focus is lost (on the body, or on a disabled element): never taken from where the user put it meanwhile. */
  onlyIfLost?: boolean;
};

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}

/** Focuses the first element `find` gives, as soon as there is one (enabled); `fallback` when none came in time. */
export function focusLater(find: () => HTMLElement | null | undefined, options: Options = {}): void {
  let tries = 0;
  const attempt = () => {
    if (options.onlyIfLost && !focusLost()) return;
    const element = find();
    if (element?.isConnected && !element.matches(':disabled')) return element.focus();
    if (++tries < TRIES) {
      options.waiting?.();
      return void window.setTimeout(attempt, 16);
    }
    options.fallback?.()?.focus();
  };
  window.setTimeout(attempt, 0);
}

/** The element under `root` whose `attribute` is `id`. */
export function byData(root: ParentNode, attribute: string, id: string): HTMLElement | null {
  // Compared in script rather than in a selector: an id is the server's, never a selector's text.
  return [...root.querySelectorAll<HTMLElement>(`[${attribute}]`)].find((element) => element.getAttribute(attribute) === id) ?? null;
}

/**
 * For a row's action (`.finally(refocus(...))`): its button (`attribute` = the row's id) takes the
 * focus back once the call has settled, when the focus was lost meanwhile; `fallback` when the row
 * is gone. Made as the call starts (the `.finally(...)` argument is): a button there then and gone
 * since means its row left the list, and the fallback takes the focus at once, not after the wait.
 */
export function refocus(attribute: string, id: string, fallback?: () => HTMLElement | null | undefined): () => void {
  const button = () => byData(document, attribute, id);
  const wasThere = button() !== null;
  return () => focusLater(() => button() ?? (wasThere ? fallback?.() : null), { fallback, onlyIfLost: true });
}
