import { lazyWithPreload } from '@/shared/ui/lazy';

// The chart library (about 320 KB of gzip) comes in its own chunk, asked for as the page opens, beside the period's
// data, so the charts draw as soon as their data are in.
const demandChart = lazyWithPreload(() => import('./DemandChartCanvas'));
const powerFactorChart = lazyWithPreload(() => import('./PowerFactorChartCanvas'));
export const DemandChartCanvas = demandChart.Component;
export const PowerFactorChartCanvas = powerFactorChart.Component;
export const preloadCharts = () => {
  void demandChart.preload();
  void powerFactorChart.preload();
};
