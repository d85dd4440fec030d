export { formatDate, formatMonthLabel, formatMonthYear } from './date';
export { formatBRL, formatKWh, formatNumber, formatPercent } from './number';
export { lazily } from './lazily';
