import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyLoaded, loadOnce } from './load-once';

const Page = () => <p>page</p>;

describe('loadOnce', () => {
  it('asks once for everyone and then holds the module', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const loader = loadOnce(load);
    expect(loader.loaded).toBeUndefined();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(loader.loaded).toBe(first);
  });

  it('asks again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page });
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('offline');
    await expect(loader()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyLoaded', () => {
  it('renders loaded code in the same pass, where React.lazy shows its fallback first', async () => {
    const loader = loadOnce(() => Promise.resolve({ default: Page }));
    await loader();
    const Plain = lazy(loader);
    const Loaded = lazyLoaded(loader);

    const plain = render(
      <Suspense fallback={<p>waiting</p>}>
        <Plain />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    plain.unmount();

    render(
      <Suspense fallback={<p>waiting</p>}>
        <Loaded />
      </Suspense>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('waits for code that is not there yet', async () => {
    let arrive!: (module: { default: typeof Page }) => void;
    const Loaded = lazyLoaded(loadOnce(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve))));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Loaded />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByText('page')).toBeTruthy();
  });
});
