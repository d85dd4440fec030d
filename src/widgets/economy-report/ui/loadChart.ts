// The chart library is ~320 KB of gzip: its chunk is fetched when the chart's section nears the viewport, in parallel
// with the report's call rather than after it; or as the page opens on this report (/dashboard/economy).
export const loadEconomyChart = () => import('./EconomyChartCanvas');
export const preloadEconomyChart = () => void loadEconomyChart();
