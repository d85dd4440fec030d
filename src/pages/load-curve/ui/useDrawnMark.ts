import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Marks the 'Fator de potência' chart's box with what G2 last drew (`data-drawn`), set on G2's 'afterrender': the
 * end-to-end tests wait for a period's chart by it. The chart library calls `onReady` once, with the chart it made.
 * (The demand chart is the page's own SVG and marks its box as it commits: DemandChartCanvas.)
 */
export function useDrawnMark(key: string) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(key);
  // Before the chart's own effects, which start G2's drawing (its 'afterrender' comes later still).
  useLayoutEffect(() => {
    latest.current = key;
  }, [key]);
  const onReady = useCallback((plot: { chart: { on: (event: string, listener: () => void) => void } }) => {
    plot.chart.on('afterrender', () => {
      if (box.current) box.current.dataset.drawn = latest.current;
    });
  }, []);
  return { box, onReady };
}
