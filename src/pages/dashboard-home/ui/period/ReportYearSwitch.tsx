import { Segmented } from 'antd';
import { useId } from 'react';
import styles from './ReportPeriod.module.css';

type Props = { years: readonly number[]; value: number; onChange: (year: number) => void };

/**
 * 'Ano': the report's year in one choice, beside the month picker (a past year through the picker took four
 * presses). A year the picker chose outside the list leaves none of them checked.
 */
export const ReportYearSwitch = ({ years, value, onChange }: Props) => {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        Ano
      </span>
      <Segmented<number>
        aria-labelledby={labelId}
        // Its own radio name: under test antd names every group's radios alike, so 'Exibição' would uncheck it.
        name={`${labelId}-ano`}
        options={years.map((year) => ({ label: String(year), value: year }))}
        value={value}
        onChange={onChange}
      />
    </div>
  );
};
