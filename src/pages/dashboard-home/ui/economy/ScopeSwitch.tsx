import { Segmented } from 'antd';
import { useId } from 'react';
import type { EconomyScope } from '../../model/economy/useEconomyReport';
import styles from '../period/ReportPeriod.module.css';

type Props = { value: EconomyScope; onChange: (scope: EconomyScope) => void };

const OPTIONS: { label: string; value: EconomyScope }[] = [
  { label: 'Esta unidade', value: 'unit' },
  { label: 'Todas as unidades', value: 'company' },
];

/** 'Unidades': the selected unit's report or the company's ('Todas as unidades', decisions §11). */
export const ScopeSwitch = ({ value, onChange }: Props) => {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        Unidades
      </span>
      {/* Its own radio name: under test antd names every group's radios alike. */}
      <Segmented<EconomyScope> className={styles.wrapping} aria-labelledby={labelId} name={`${labelId}-unidades`} options={OPTIONS} value={value} onChange={onChange} />
    </div>
  );
};
