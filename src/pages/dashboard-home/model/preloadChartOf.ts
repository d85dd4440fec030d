import { ROUTES } from '@/shared/routes';
import { preloadDailyChart } from '../ui/daily/loadChart';
import { preloadEconomyChart } from '../ui/economy/loadChart';

const CHART_BY_PATH: Record<string, () => void> = {
  [ROUTES.economy.path]: preloadEconomyChart,
  [ROUTES.daily.path]: preloadDailyChart,
};

/**
 * Opened on a report (/dashboard/economy, /dashboard/daily: where signing in from its link lands), the page starts its
 * chart's code as it is first drawn, beside the report's own code and data, instead of once the report's section is
 * drawn, scrolled to and its data is in (a second or more later). Other paths load no chart code.
 */
export const preloadChartOf = (pathname: string) => CHART_BY_PATH[pathname.replace(/\/$/, '')]?.();
