export { ChartSlot } from './ChartSlot';
export { ReportActions } from './ReportActions';
export { ReportSection } from './ReportSection';
export { ReportStatus } from './ReportStatus';
export { ReportTable } from './ReportTable';
export type { ReportTableRow } from './ReportTable';
export { ReportTotals } from './ReportTotals';
export type { ReportTotal } from './ReportTotals';
export { useChartTheme } from './useChartTheme';
