import { DatePicker, type GetRef } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { isOutsidePickerRange, MAX_PICKER_DATE, MIN_PICKER_DATE, type Dayjs } from '@/shared/lib/dayjs';
import { REPORT_PICKER_LOCALE } from '../../config/period/pickerLocale';
import { PICKER_FORMATS, type PickerFieldProps } from '../../config/period/pickerFormats';
import styles from './ReportPeriod.module.css';

/** The antd picker itself, with its date engine: loaded lazily by ReportMonthPicker (docs/code-figures.md, "Code loaded later"). */
const MonthPickerField = ({ id, value, onChange, picker, autoFocus, openAtStart = false }: PickerFieldProps) => {
  const [open, setOpen] = useState(openAtStart);
  const field = useRef<GetRef<typeof DatePicker>>(null);
  // The focus comes back only if it fell to the page when the placeholder gave way: a person who has tabbed on while
  // the picker's code was on its way keeps the focus where they went. In the commit that removes the placeholder, so
  // the focus is never seen on the page in between.
  useLayoutEffect(() => {
    if (autoFocus && (document.activeElement === null || document.activeElement === document.body)) field.current?.focus();
  }, [autoFocus]);
  return (
    <DatePicker
      ref={field}
      id={id}
      picker={picker}
      locale={REPORT_PICKER_LOCALE}
      value={value}
      format={PICKER_FORMATS[picker]}
      allowClear={false}
      open={open}
      onOpenChange={setOpen}
      disabledDate={isOutsidePickerRange}
      minDate={MIN_PICKER_DATE}
      maxDate={MAX_PICKER_DATE}
      onChange={(date: Dayjs | null) => {
        if (date) onChange(picker === 'month' ? date.startOf('month') : date);
      }}
      className={styles.picker}
    />
  );
};

export default MonthPickerField;
