import { lazy, type ComponentType } from 'react';

/** A code loader asked for at most once at a time; `loaded` is what it gave, once it has. */
export type Loader<M> = (() => Promise<M>) & { readonly loaded: M | undefined };

/**
 * `load` shared by everyone who asks for the same code (main.tsx at start, the router, a page's
 * data prefetch): one request, and afterwards the module itself without waiting. A failure is not
 * kept, so asking again tries again.
 */
export function loadOnce<M>(load: () => Promise<M>): Loader<M> {
  let pending: Promise<M> | null = null;
  let loaded: M | undefined;
  const loader = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return Object.defineProperty(loader, 'loaded', { get: () => loaded }) as Loader<M>;
}

/**
 * `React.lazy` over a loader, which renders in the same pass when the code is already there. A
 * lazy component otherwise suspends on its first render even then, and React shows the fallback
 * and then keeps what follows back for 300 ms (it throttles revealed boundaries), once per lazy
 * level: the shell, the page and a role's screen cost up to a second before the page showed.
 */
export function lazyLoaded<T extends ComponentType<any>>(loader: Loader<{ default: T }>) {
  return lazy(() => (loader.loaded ? resolved(loader.loaded) : loader()));
}

/** Not a promise: its `then` calls back at once, so React takes the module before deciding to suspend. */
function resolved<M>(module: M): Promise<M> {
  return { then: (resolve: (value: M) => unknown) => resolve(module) } as unknown as Promise<M>;
}
