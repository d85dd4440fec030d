export { DAILY_SECTION_ID } from './config';
export { DailyConsumption } from './ui/DailyConsumption';
export { preloadDailyChart } from './ui/loadChart';
