/** Makes antd's breakpoints (read through matchMedia) see a screen `width` px wide, on a light device; returns the undo. */
export const setViewport = (width: number): (() => void) => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    // Width queries only: any other (prefers-color-scheme…) answers no, as the test setup's default does.
    const matches = Boolean(min || max) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    const noop = () => undefined;
    return { matches, media: query, onchange: null, addListener: noop, removeListener: noop, addEventListener: noop, removeEventListener: noop, dispatchEvent: () => false };
  };
  return () => {
    window.matchMedia = original;
  };
};
