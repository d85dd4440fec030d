import { DatePicker } from 'antd';
import { isOutsidePickerRange, MAX_PICKER_DATE, MIN_PICKER_DATE, type Dayjs } from '@/shared/lib/dayjs';
import { REPORT_PICKER_LOCALE } from '../config/pickerLocale';
import styles from './ReportPeriod.module.css';

type Props = {
  id: string;
  label: string;
  value: Dayjs;
  onChange: (date: Dayjs) => void;
  /** 'month' for the reports; 'date' shows the day grid with the pt-BR weekday initials. */
  picker?: 'month' | 'date';
};

const FORMATS = { month: ['MMMM [de] YYYY', 'MM/YYYY'], date: ['DD/MM/YYYY'] };

/** Report date picker (spec §2): pt-BR, weekday initials D S T Q Q S S, 1900-01-01 to 2099-12-31. */
export const ReportMonthPicker = ({ id, label, value, onChange, picker = 'month' }: Props) => (
  <div className={styles.field}>
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
    <DatePicker
      id={id}
      picker={picker}
      locale={REPORT_PICKER_LOCALE}
      value={value}
      format={FORMATS[picker]}
      allowClear={false}
      disabledDate={isOutsidePickerRange}
      minDate={MIN_PICKER_DATE}
      maxDate={MAX_PICKER_DATE}
      onChange={(date) => {
        if (date) onChange(picker === 'month' ? date.startOf('month') : date);
      }}
      style={{ minWidth: 190 }}
    />
  </div>
);
