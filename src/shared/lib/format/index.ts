export { formatDate, formatMonthLabel, formatMonthYear } from './date';
export { formatBRL, formatKWh, formatNumber, formatPercent } from './number';
