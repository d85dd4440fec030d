import { ArrowDownOutlined, ArrowUpOutlined, CheckCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { BandPosition, ContractPosition } from '@/entities/energy-management';
import { formatDate } from '@/shared/lib/format';
import { ReportTotals } from '@/shared/ui/report-section';
import { StatusChip } from '@/shared/ui/status-chip';
import { monthName, STATUS_TEXT } from '../lib/labels';
import { bandTotals, monthTotals, positionSentence } from '../lib/presentation';
import styles from './ContractPositionPage.module.css';

const CHIP: Record<BandPosition, { tone: 'success' | 'danger' | 'warning'; icon: ReactNode }> = {
  inside: { tone: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  above: { tone: 'danger', icon: <ArrowUpOutlined aria-hidden /> },
  below: { tone: 'warning', icon: <ArrowDownOutlined aria-hidden /> },
};

type Props = { position: ContractPosition; unitName: string | null; contractCode: string };

/** The month shown, its status and one sentence on where it ends, then its figures. */
export const PositionSummary = ({ position, unitName, contractCode }: Props) => (
  <>
    <p className={styles.lead}>
      {[unitName, `${monthName(position.month)}${position.closed ? ' (mês fechado)' : ''}`, `Contrato ${contractCode}`].filter(Boolean).join(' · ')}
    </p>
    {position.measuredUntil ? <p className={styles.measured}>Medições até {formatDate(position.measuredUntil)}</p> : null}
    <div className={styles.status}>
      <StatusChip tone={CHIP[position.position].tone} icon={CHIP[position.position].icon} status={position.position}>
        {STATUS_TEXT[position.position]}
      </StatusChip>
      <p>{positionSentence(position)}</p>
    </div>
    <ReportTotals items={bandTotals(position)} />
    <ReportTotals items={monthTotals(position)} />
    <p className={styles.note}>
      {position.closed
        ? 'Mês fechado: os valores são os medidos. A fatura do mês é a que vale.'
        : 'Projeção: o consumo medido mais, para cada dia que falta, a média dos dias do mesmo tipo (dias úteis, sábados e domingos) dos últimos 28 dias medidos. Estimativa; a fatura é a que vale.'}
    </p>
  </>
);
