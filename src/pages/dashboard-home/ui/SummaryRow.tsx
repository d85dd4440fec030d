import { FileProtectOutlined, FileTextOutlined, RiseOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { invoiceName, NO_INVOICES_FOUND } from '@/entities/invoice';
import { ROUTES } from '@/shared/routes';
import { formatBRL, formatMonthLabel, formatPercent } from '@/shared/lib/format';
import { SupportLink } from '@/shared/ui/support-link';
import { useDashboardSummary } from '../model/useDashboardSummary';
import styles from './DashboardHomePage.module.css';

/** A card with nothing to count says so in words, with why and what to do next, instead of '0' or 'R$ 0,00'. */
type Empty = { title: string; why: string; next?: ReactNode };
type CardProps = { icon: ReactNode; label: string; loading: boolean; value: ReactNode; hint: ReactNode; link: ReactNode; empty?: Empty | null };

const SummaryCard = ({ icon, label, loading, value, hint, link, empty }: CardProps) => (
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
        <p className={empty ? styles.summaryEmpty : styles.summaryValue}>{empty ? empty.title : value}</p>
      )}
      {/* While loading it claims nothing ('Nenhum contrato…' before the answer would be untrue); the line keeps its place. */}
      <p className={styles.summaryHint}>{loading ? '\u00a0' : empty ? empty.why : hint}</p>
      {!loading && empty?.next ? empty.next : link}
    </div>
  </li>
);

const NO_CONTRACTS: Empty = {
  title: 'Nenhum contrato nesta unidade',
  why: 'O contrato aparece aqui assim que for assinado.',
  next: <SupportLink />,
};
// Decisions §11: what the portal knows (no invoice came back) and the next step, never a cause it has not checked.
const NO_INVOICES: Empty = { title: NO_INVOICES_FOUND, why: 'Esperava uma fatura aqui?', next: <SupportLink /> };
const NO_SAVINGS_WHY = 'A economia é calculada a partir do primeiro mês medido no mercado livre.';

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
        value={String(contracts.value?.active ?? 0)}
        hint={`de ${contracts.value?.total ?? 0} contrato${contracts.value?.total === 1 ? '' : 's'} desta unidade`}
        link={<Link to={ROUTES.contracts.path}>Ver contratos</Link>}
        empty={contracts.value?.total ? null : NO_CONTRACTS}
      />
      <SummaryCard
        icon={<FileTextOutlined />}
        label="Última fatura"
        loading={invoice.loading}
        value={invoice.value ? invoiceName(invoice.value) : null}
        hint="Nota fiscal e boleto para baixar"
        link={<Link to={ROUTES.invoices.path}>Ver faturas</Link>}
        empty={invoice.value ? null : NO_INVOICES}
      />
      <SummaryCard
        icon={<RiseOutlined />}
        label={`Economia em ${period.year}`}
        loading={savings.loading}
        value={savings.value ? formatBRL(savings.value.savings) : null}
        hint={savings.value?.savingsPercent != null ? `${formatPercent(savings.value.savingsPercent)} sobre o mercado cativo · ${through}` : through}
        link={<Link to={ROUTES.economy.path}>Ver relatório de economia</Link>}
        empty={savings.value ? null : { title: `Sem economia medida em ${period.year}`, why: NO_SAVINGS_WHY }}
      />
    </ul>
  );
};
