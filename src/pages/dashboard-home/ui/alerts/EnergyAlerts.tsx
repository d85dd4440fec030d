import { CheckCircleFilled, ReloadOutlined, RightOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useEnergyRisks } from '@/entities/energy-management';
import { useSelectedUnit } from '@/entities/session';
import { formatBRL, formatDate, formatMonthLabel } from '@/shared/lib/format';
import { alertHref } from '../../lib/alerts/alertLinks';
import styles from './EnergyAlerts.module.css';

const monthOf = (month: string) => formatMonthLabel(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/**
 * 'Alertas' (decisions §10), right after the balance panel: the selected unit's risks that carry money, largest R$
 * first, each with its amount and a link to the page that shows it; 'Nenhum alerta' when nothing is at risk. The
 * amounts are the entity's (`useEnergyRisks`), the numbers those pages show.
 */
const EnergyAlerts = () => {
  const titleId = useId();
  const { id } = useSelectedUnit();
  const { risks, isError, retry } = useEnergyRisks(id);

  let body: ReactNode;
  if (isError) {
    body = (
      <>
        <p className={styles.note}>Não foi possível carregar os alertas agora.</p>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={retry}>
          Tentar novamente
        </Button>
      </>
    );
  } else if (!risks) {
    body = (
      <>
        <span className="visually-hidden">Carregando…</span>
        <Skeleton active title={false} paragraph={{ rows: 2 }} aria-hidden />
      </>
    );
  } else if (risks.alerts.length === 0) {
    body = (
      <p className={styles.none}>
        <CheckCircleFilled aria-hidden className={styles.noneIcon} /> Nenhum alerta
      </p>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {risks.alerts.map((alert) => (
          <li key={alert.kind}>
            <Link className={styles.line} to={alertHref(alert)}>
              <WarningFilled aria-hidden className={styles.lineIcon} />
              <span className={styles.what}>
                <span className={styles.title}>{alert.title}</span>
                <span className={styles.month}>{monthOf(alert.month)}</span>
              </span>
              <span className={styles.amount}>{formatBRL(alert.amount)}</span>
              <RightOutlined aria-hidden className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={!risks && !isError}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          Alertas
        </h2>
        {risks ? <p className={styles.note}>Medições até {formatDate(risks.measuredUntil)}</p> : null}
      </div>
      {body}
    </section>
  );
};

export default EnergyAlerts;
