import { lazyWithPreload } from '@/shared/ui/lazy';

// The chart library (about 320 KB of gzip) comes in its own chunk for 'Fator de potência', asked for as the page
// opens, beside the period's data, so the chart draws as soon as its data are in. The demand chart is the page's own
// SVG (DemandChartCanvas): nothing to wait for.
const powerFactorChart = lazyWithPreload(() => import('./PowerFactorChartCanvas'));
export const PowerFactorChartCanvas = powerFactorChart.Component;
export const preloadCharts = () => {
  void powerFactorChart.preload();
};
