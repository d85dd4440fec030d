import { ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { unitsFilteredPath } from '@/entities/physical-asset';
import { formatBRL } from '@/shared/lib/format';
import { overdueText } from '../../lib/company/overdueText';
import { useCompanyTotals } from '../../model/company/useCompanyTotals';
import styles from './CompanyPanel.module.css';

const Figure = ({ label, value, note, tone }: { label: string; value: ReactNode; note?: ReactNode; tone?: 'overdue' }) => (
  <div className={styles.figure} data-tone={tone}>
    <dt className={styles.label}>{label}</dt>
    <dd className={styles.value}>{value}</dd>
    {note && <dd className={styles.note}>{note}</dd>}
  </div>
);

const pending = <Skeleton.Input active size="small" className={styles.pending} aria-hidden />;

/**
 * 'Sua empresa' (decisions §11), first on the home for an account with more than one unit: what all its units owe,
 * what is overdue and where, and the savings of last year and this one (closed months). The figures are the 'Total'
 * row of 'Todas as unidades', from the same call.
 */
export const CompanyPanel = () => {
  const titleId = useId();
  const { shown, totals, isError, retry } = useCompanyTotals();
  if (!shown) return null;
  const year = new Date().getFullYear();
  const money = (value: number | undefined) => (value === undefined ? pending : formatBRL(value));
  const overdue = totals && totals.overdueCount > 0;

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={!totals && !isError}>
      <h2 id={titleId} className={styles.title}>
        Sua empresa
      </h2>
      {isError ? (
        <div className={styles.failed}>
          <p>Não foi possível carregar os totais das unidades agora.</p>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={retry}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          {!totals && <span className="visually-hidden">Carregando…</span>}
          <dl className={styles.figures}>
            <Figure label="Total em aberto" value={money(totals?.openAmount)} />
            <Figure
              label="Vencido"
              tone={overdue ? 'overdue' : undefined}
              value={money(totals?.overdueAmount)}
              note={totals && (overdue ? overdueText(totals.overdueCount, totals.overdueUnits) : 'Nenhuma fatura vencida')}
            />
            <Figure label={`Economia em ${year - 1}`} value={money(totals?.savingsLastYear)} />
            <Figure label={`Economia em ${year}`} value={money(totals?.savingsYear)} />
          </dl>
          {overdue && (
            <Link className={styles.link} to={unitsFilteredPath('vencidas')}>
              Ver unidades com faturas vencidas <RightOutlined aria-hidden />
            </Link>
          )}
        </>
      )}
    </section>
  );
};
