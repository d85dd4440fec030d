import { act, render, screen } from '@testing-library/react';
import { StrictMode, Suspense, useEffect } from 'react';
import { lazyWithPreload } from './lazyWithPreload';

/** A component module that arrives when the test says so; counts how many times its component mounted. */
const deferredModule = () => {
  let arrive = () => {};
  let fail = (_error: Error) => {};
  const counts = { loads: 0, mounts: 0 };
  const Chart = ({ label }: { label: string }) => {
    useEffect(() => {
      counts.mounts += 1;
    }, []);
    return <p>{label}</p>;
  };
  const load = () => {
    counts.loads += 1;
    return new Promise<{ default: typeof Chart }>((resolve, reject) => {
      arrive = () => resolve({ default: Chart });
      fail = reject;
    });
  };
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error), counts };
};

const draw = (node: React.ReactNode) =>
  render(
    <StrictMode>
      <Suspense fallback={<p>Carregando</p>}>{node}</Suspense>
    </StrictMode>,
  );

describe('lazyWithPreload', () => {
  it('draws the component in the first render, with no fallback, once preload() has brought its code', async () => {
    const module = deferredModule();
    const { Component, preload } = lazyWithPreload(module.load);
    const preloaded = preload();
    module.arrive();
    await preloaded;

    draw(<Component label="Economia por mês" />);
    // Synchronously, in the render itself: React.lazy would show 'Carregando' here and reveal later.
    expect(screen.getByText('Economia por mês')).toBeInTheDocument();
    expect(screen.queryByText('Carregando')).toBeNull();
    expect(module.counts.loads).toBe(1);
  });

  it('suspends like React.lazy when mounted before its code is in, loads it once, and keeps the same mount afterwards', async () => {
    const module = deferredModule();
    const { Component, preload } = lazyWithPreload(module.load);
    const view = draw(<Component label="Janeiro" />);
    expect(screen.getByText('Carregando')).toBeInTheDocument();

    await act(async () => module.arrive());
    expect(screen.getByText('Janeiro')).toBeInTheDocument();
    const mounts = module.counts.mounts;

    // New props after the code is in: the same component instance, updated, not a second mount.
    view.rerender(
      <StrictMode>
        <Suspense fallback={<p>Carregando</p>}>
          <Component label="Fevereiro" />
        </Suspense>
      </StrictMode>,
    );
    expect(screen.getByText('Fevereiro')).toBeInTheDocument();
    expect(module.counts.mounts).toBe(mounts);
    await preload();
    expect(module.counts.loads).toBe(1);
  });

  it('reports no failure of a preload nobody waits for', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const module = deferredModule();
      void lazyWithPreload(module.load).preload();
      module.fail(new Error('offline'));
      await new Promise((done) => setTimeout(done, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('lets a failed preload be tried again', async () => {
    const module = deferredModule();
    const { preload } = lazyWithPreload(module.load);
    const first = preload();
    module.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');

    const second = preload();
    module.arrive();
    await expect(second).resolves.toHaveProperty('default');
    expect(module.counts.loads).toBe(2);
  });
});
