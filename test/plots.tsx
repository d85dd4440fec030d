/**
 * `@ant-design/plots` under Vitest (vite.config.ts, `test.alias`): its charts draw on a canvas, which jsdom does not
 * have. Each render shows a `dual-axes` placeholder and records the props the app gave the chart, newest last;
 * test/setup.dom.ts empties the record after every test. The charts themselves are drawn in the end-to-end tests.
 */
export const chartRenders: Record<string, unknown>[] = [];

/** The one chart the app draws. @public (the app imports it as `@ant-design/plots` through vite.config.ts's alias) */
export const DualAxes = (props: Record<string, unknown>) => {
  chartRenders.push(props);
  return <div data-testid="dual-axes" />;
};
