import { lazyWithPreload } from '@/shared/ui/lazy';

// The chart library is the portal's largest code (docs/code-figures.md): its chunk is fetched when the chart's
// section nears the viewport, in parallel with the report's call rather than after it; or as the page opens on this
// report (/dashboard/daily). Once it is in, the chart draws in the render that mounts it.
const dailyChart = lazyWithPreload(() => import('./DailyChartCanvas'));
export const DailyChartCanvas = dailyChart.Component;
export const preloadDailyChart = () => void dailyChart.preload();
