import { lazyWithPreload } from '@/shared/ui/lazy';

// The chart library (~320 KB of gzip) is fetched as the page opens, beside the position's calls, not after them; it is
// in no route's first JS.
const positionChart = lazyWithPreload(() => import('./PositionChartCanvas'));
export const PositionChartCanvas = positionChart.Component;
export const preloadPositionChart = () => void positionChart.preload();
