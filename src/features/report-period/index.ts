export { DisplayTypeSwitch } from './ui/DisplayTypeSwitch';
export { ReportMonthPicker } from './ui/ReportMonthPicker';
export { ReportYearSwitch } from './ui/ReportYearSwitch';
