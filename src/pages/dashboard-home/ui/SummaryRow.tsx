import { FileProtectOutlined, FileTextOutlined, RiseOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { referenceLabel } from '@/entities/invoice';
import { PATHS } from '@/shared/config';
import { formatBRL, formatMonthLabel, formatPercent } from '@/shared/lib/format';
import { useDashboardSummary } from '../model/useDashboardSummary';
import styles from './DashboardHomePage.module.css';

type CardProps = { icon: ReactNode; label: string; loading: boolean; value: ReactNode; hint: ReactNode; link: ReactNode };

const SummaryCard = ({ icon, label, loading, value, hint, link }: CardProps) => (
  <li className={styles.summaryCard}>
    <span className={styles.summaryIcon} aria-hidden>
      {icon}
    </span>
    <div className={styles.summaryBody}>
      <p className={styles.summaryLabel}>{label}</p>
      {loading ? (
        <>
          {/* antd's skeleton drops an aria-label: hidden text says it, after the card's label. */}
          <span className="visually-hidden">Carregando…</span>
          <Skeleton.Input active size="small" aria-hidden />
        </>
      ) : (
        <p className={styles.summaryValue}>{value}</p>
      )}
      {/* While loading it claims nothing ('Sem contratos…' before the answer would be untrue); the line keeps its place. */}
      <p className={styles.summaryHint}>{loading ? '\u00a0' : hint}</p>
      {link}
    </div>
  </li>
);

/** Active contracts, latest invoice and the year's savings so far, at a glance. */
export const SummaryRow = () => {
  const { period, contracts, invoice, savings } = useDashboardSummary();
  const through = period.month === 1 ? formatMonthLabel(period.year, 1) : `jan. a ${formatMonthLabel(period.year, period.month)}`;
  return (
    <ul className={styles.summary} aria-label="Resumo">
      <SummaryCard
        icon={<FileProtectOutlined />}
        label="Contratos ativos"
        loading={contracts.loading}
        value={contracts.value ? String(contracts.value.active) : '—'}
        hint={contracts.value ? `de ${contracts.value.total} contrato${contracts.value.total === 1 ? '' : 's'} desta unidade` : 'Sem contratos desta unidade'}
        link={<Link to={PATHS.dashboard.contract}>Ver contratos</Link>}
      />
      <SummaryCard
        icon={<FileTextOutlined />}
        label="Última fatura"
        loading={invoice.loading}
        value={invoice.value ? referenceLabel(invoice.value) : '—'}
        hint={invoice.value ? 'Nota fiscal e boleto para baixar' : 'Nenhuma fatura ainda'}
        link={<Link to={PATHS.dashboard.invoice}>Ver faturas</Link>}
      />
      <SummaryCard
        icon={<RiseOutlined />}
        label={`Economia em ${period.year}`}
        loading={savings.loading}
        value={savings.value ? formatBRL(savings.value.savings) : '—'}
        hint={
          savings.value?.savingsPercent != null
            ? `${formatPercent(savings.value.savingsPercent)} sobre o mercado cativo · ${through}`
            : 'Sem dados de economia'
        }
        link={<Link to={PATHS.dashboard.economy}>Ver relatório de economia</Link>}
      />
    </ul>
  );
};
