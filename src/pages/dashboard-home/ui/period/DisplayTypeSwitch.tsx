import { Segmented } from 'antd';
import { useId } from 'react';
import { DISPLAY_TYPES, type DisplayType } from '@/entities/economic-report';
import styles from './ReportPeriod.module.css';

type Props = { value: DisplayType; onChange: (value: DisplayType) => void };

/** 'Anual' (the year's months) or 'Mensal' (the selected month only). */
export const DisplayTypeSwitch = ({ value, onChange }: Props) => {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        Exibição
      </span>
      <Segmented<DisplayType> aria-labelledby={labelId} options={[...DISPLAY_TYPES]} value={value} onChange={onChange} />
    </div>
  );
};
