import { useLayoutEffect, type ReactNode } from 'react';

const EVENTS = ['input', 'pointerdown', 'keydown', 'submit'] as const;

/**
 * While a sign-in screen is shown, the customer's first key or press on the page starts `preload` (the code of the
 * page that signing in opens), so 'Entrar' waits for the server and not for that code. Nothing before that: a visitor
 * who only looks at the login, or a speed audit of it, does not pay for the customer area. What the customer typed or
 * sent before the app ran counts too: the app hands it over as the same events. Once per screen shown.
 */
export const PreloadWhenUsed = ({ preload, children }: { preload: () => unknown; children: ReactNode }) => {
  // A layout effect: listening before the app hands over what was typed (and sent) before it ran, which it does in the
  // commit that draws it.
  useLayoutEffect(() => {
    const start = () => {
      stop();
      void preload();
    };
    const stop = () => EVENTS.forEach((type) => document.removeEventListener(type, start, true));
    EVENTS.forEach((type) => document.addEventListener(type, start, true));
    return stop;
  }, [preload]);
  return children;
};
