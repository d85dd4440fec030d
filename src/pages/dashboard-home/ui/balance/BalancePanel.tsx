import { CheckCircleFilled, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NO_INVOICES_FOUND, NoInvoicesNextStep } from '@/entities/invoice';
import { ROUTES } from '@/shared/routes';
import { formatBRL } from '@/shared/lib/format';
import { useBalance } from '../../model/balance/useBalance';
import styles from './BalancePanel.module.css';
import { UrgentInvoice } from './UrgentInvoice';

const NOTHING_OPEN = 'Nenhuma fatura em aberto';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What do I owe (decisions §9), first on the home at every size: the total open for the selected unit (or the
 * account), and the invoice to pay first with 'Pagar com PIX'; 'Nenhuma fatura em aberto' when nothing is open.
 */
export const BalancePanel = () => {
  const titleId = useId();
  const { balance, scope, hasInvoices, isLoading, isError, retry } = useBalance();
  const urgent = balance?.urgent ?? null;
  const tone = urgent?.overdue ? 'overdue' : urgent ? 'open' : 'clear';

  let body: ReactNode;
  if (isLoading) {
    body = (
      <>
        <span className="visually-hidden">Carregando…</span>
        <Skeleton active title={false} paragraph={{ rows: 2 }} aria-hidden />
      </>
    );
  } else if (isError || !balance) {
    body = (
      <>
        <p className={styles.note}>Não foi possível carregar suas faturas agora.</p>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={retry}>
          Tentar novamente
        </Button>
      </>
    );
  } else if (balance.openCount === 0) {
    body = (
      <>
        <p className={`${styles.total} ${styles.totalClear}`}>
          <CheckCircleFilled aria-hidden className={styles.clearIcon} /> {NOTHING_OPEN}
        </p>
        {hasInvoices ? (
          <p className={styles.note}>
            Suas faturas estão pagas; a próxima aparece aqui quando for emitida. <Link to={ROUTES.invoices.path}>Ver faturas</Link>
          </p>
        ) : (
          <p className={styles.note}>
            {NO_INVOICES_FOUND} <NoInvoicesNextStep />
          </p>
        )}
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.total}>{formatBRL(balance.total)}</p>
        <p className={styles.note}>
          {count(balance.openCount, 'fatura a pagar', 'faturas a pagar')}
          {balance.overdueCount > 0 && `, ${count(balance.overdueCount, 'vencida', 'vencidas')}`}
        </p>
        <Link className={styles.allLink} to={ROUTES.invoices.path}>
          Ver todas as faturas <RightOutlined aria-hidden />
        </Link>
      </>
    );
  }

  return (
    <section className={styles.panel} data-tone={tone} aria-labelledby={titleId} aria-busy={isLoading}>
      <div className={styles.summary}>
        <h2 id={titleId} className={styles.title}>
          Total em aberto
        </h2>
        <p className={styles.scope}>{scope}</p>
        {body}
      </div>
      {urgent && !isLoading && <UrgentInvoice urgent={urgent} />}
    </section>
  );
};
