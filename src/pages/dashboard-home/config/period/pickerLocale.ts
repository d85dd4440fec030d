import type { DatePickerProps } from 'antd';
// The ESM file: 'antd/locale/pt_BR' is CommonJS and its default export does not survive the production build.
import ptBRDatePicker from 'antd/es/date-picker/locale/pt_BR';
import { dayjs } from '@/shared/lib/dayjs';

type PickerLocale = NonNullable<DatePickerProps['locale']>;

// antd's pt_BR ships 'Dom Seg …'; spec §2 wants the initials configured in the shared dayjs locale.
const SUNDAY = dayjs('2025-03-02');
const weekdayInitials = Array.from({ length: 7 }, (_, i) => SUNDAY.add(i, 'day').format('dd'));

/** pt-BR picker locale with the weekday initials D S T Q Q S S. */
export const REPORT_PICKER_LOCALE: PickerLocale = {
  ...ptBRDatePicker,
  lang: { ...ptBRDatePicker.lang, shortWeekDays: weekdayInitials },
};
