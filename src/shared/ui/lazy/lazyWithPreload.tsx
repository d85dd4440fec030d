import { lazy, useState, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A component whose code loads on demand, like `React.lazy`, that draws at once where its code is already in.
 *
 * `React.lazy` suspends on its first render even when `preload()` has fetched the code long before (it learns of the
 * module only from a promise's callback). React then shows the fallback and reveals the content no sooner than 300 ms
 * after the last fallback shown anywhere on the page: a chart whose code arrived with the page's data waited for that
 * reveal (docs/speed.md, 'Entrar' → first chart). Here a mount after the code is in renders the component itself; a
 * mount before it suspends as `React.lazy` does. Each mount keeps the way it started, so a component never changes its
 * type under React (which would mount it anew: a chart drawn twice).
 *
 * A failed load can be tried again by `preload()`; the mounted component shows the error to its boundary, and a
 * preload no one waits for reports none.
 */
export const lazyWithPreload = <P extends object>(load: () => Promise<Loaded<P>>) => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    // A preload nobody waits for (started as the content comes near) reports no failure of its own: the mount that needs
    // the code asks again and shows it to its boundary. Firefox fails such a fetch whenever the page is left meanwhile.
    loading.catch(() => undefined);
    return loading;
  };
  const Suspending = lazy(preload);
  const Component = (props: P) => {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Drawn {...props} />;
  };
  return { Component, preload };
};
