import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Switch } from 'antd';
import { useId } from 'react';
import { NEIGHBOUR_LABELS, periodLabel, VIEW_LABELS } from '../lib/labels';
import { hasNext, hasPrevious, neighbour, VIEWS, withView, type Measured, type Period, type View } from '../lib/period';
import styles from './LoadCurvePage.module.css';

type Props = {
  period: Period;
  measured: Measured;
  onShow: (period: Period) => void;
  compare: boolean;
  onCompare: (compare: boolean) => void;
  compareLoading: boolean;
};

const OPTIONS = VIEWS.map((view) => ({ value: view, label: VIEW_LABELS[view] }));

/** 'Dia', 'Semana' or 'Mês'; the period before or after (within the measured days); the comparison's switch. */
export const PeriodControls = ({ period, measured, onShow, compare, onCompare, compareLoading }: Props) => {
  const viewLabel = useId();
  const switchId = useId();
  const names = NEIGHBOUR_LABELS[period.view];
  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <span id={viewLabel} className={styles.fieldLabel}>
          Período
        </span>
        <Segmented<View> aria-labelledby={viewLabel} options={OPTIONS} value={period.view} onChange={(view) => onShow(withView(period, view, measured))} />
      </div>
      <div className={styles.stepper}>
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={names.previous}
          title={names.previous}
          disabled={!hasPrevious(period, measured)}
          onClick={() => onShow(neighbour(period, -1, measured))}
        />
        <p className={styles.periodLabel} aria-live="polite">
          {periodLabel(period)}
        </p>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={names.next}
          title={names.next}
          disabled={!hasNext(period, measured)}
          onClick={() => onShow(neighbour(period, 1, measured))}
        />
      </div>
      <div className={styles.compare}>
        <Switch id={switchId} checked={compare} onChange={onCompare} loading={compareLoading} />
        <label htmlFor={switchId}>Comparar com o período anterior</label>
      </div>
    </div>
  );
};
