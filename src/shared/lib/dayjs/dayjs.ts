import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(updateLocale);
// Spec §2: the report date picker labels weekdays D S T Q Q S S.
dayjs.updateLocale('pt-br', { weekdaysMin: ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'] });
dayjs.locale('pt-br');

export { dayjs };
export type { Dayjs };

export const MIN_PICKER_DATE = dayjs('1900-01-01');
export const MAX_PICKER_DATE = dayjs('2099-12-31');

/** For antd `disabledDate`: true outside 1900-01-01…2099-12-31. */
export function isOutsidePickerRange(date: Dayjs): boolean {
  return date.isBefore(MIN_PICKER_DATE, 'day') || date.isAfter(MAX_PICKER_DATE, 'day');
}

/** First day of the month before `now` (the reports' default month). */
export function previousMonth(now: Dayjs = dayjs()): Dayjs {
  return now.subtract(1, 'month').startOf('month');
}
