import { CalendarOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Dayjs } from '@/shared/lib/dayjs';
import { useNearViewport } from '@/shared/lib/viewport';
import { DISPLAY_FORMAT, type PickerFieldProps } from '../../config/period/pickerFormats';
import styles from './ReportPeriod.module.css';

// The picker's code waits until its report nears the screen, like the charts: the greeting comes first.
const loadPickerField = () => import('./MonthPickerField').then((module) => module.default);

/** Keys that open antd's picker from the keyboard. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

type Props = {
  id: string;
  label: string;
  value: Dayjs;
  onChange: (date: Dayjs) => void;
  /** 'month' for the reports; 'date' shows the day grid with the pt-BR weekday initials. */
  picker?: 'month' | 'date';
};

/** Report date picker (spec §2): pt-BR, weekday initials D S T Q Q S S, 1900-01-01 to 2099-12-31. */
export const ReportMonthPicker = ({ id, label, value, onChange, picker = 'month' }: Props) => {
  const field = useRef<HTMLDivElement>(null);
  const near = useNearViewport(field);
  // Focused (the picker keeps the focus) or opened (pressed, or Enter, Space or ↓: the picker opens) before it arrived.
  const [wanted, setWanted] = useState<'focus' | 'open' | null>(null);
  const open = () => setWanted('open');
  // The picker replaces the placeholder only once its code is here (not through Suspense, whose fallback would be a
  // new field): until then the placeholder keeps the focus it has.
  const [PickerField, setPickerField] = useState<ComponentType<PickerFieldProps> | null>(null);
  const needed = near || wanted !== null;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void loadPickerField().then((field) => current && setPickerField(() => field));
    return () => {
      current = false;
    };
  }, [needed]);
  // Same look and value as the picker, read-only, until the picker's code has arrived.
  const placeholder = (
    <Input
      id={id}
      readOnly
      value={value.format(DISPLAY_FORMAT[picker])}
      suffix={<CalendarOutlined aria-hidden />}
      onFocus={() => setWanted((now) => now ?? 'focus')}
      onMouseDown={(event) => {
        // The picker takes this field's place and its own focus: the press must not focus a node about to go (the
        // browser would then give the focus to what lies under the pointer, closing the picker as it opens).
        event.preventDefault();
        open();
      }}
      onKeyDown={(event) => {
        if (OPEN_KEYS.includes(event.key)) {
          event.preventDefault();
          open();
        }
      }}
      className={styles.placeholder}
    />
  );
  return (
    <div className={styles.field} ref={field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {PickerField ? (
        <PickerField id={id} value={value} onChange={onChange} picker={picker} autoFocus={wanted !== null} openAtStart={wanted === 'open'} />
      ) : (
        placeholder
      )}
    </div>
  );
};
