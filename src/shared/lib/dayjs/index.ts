export { dayjs, isOutsidePickerRange, MAX_PICKER_DATE, MIN_PICKER_DATE, previousMonth } from './dayjs';
export type { Dayjs } from './dayjs';
