import { useId } from 'react';
import {
  demandOverPercent,
  formatKw,
  formatSignedPercent,
  isOverTolerance,
  lastDay,
  overrunCharge,
  peakDemand,
  type DemandContract,
  type Measurements,
} from '@/entities/energy-management';
import { formatBRL } from '@/shared/lib/format';
import { brDate, monthName } from '../lib/labels';
import styles from './LoadCurvePage.module.css';

type Props = { demand: DemandContract; month: Measurements | undefined };

/**
 * 'Ultrapassagem de demanda' of the month holding the period, whatever the view: the estimated charge when the month's
 * highest interval is over the tolerance, else 'Dentro da tolerância'.
 */
export const OverrunBox = ({ demand, month }: Props) => {
  const titleId = useId();
  const peak = month ? peakDemand(month) : null;
  const { contractedKw, tolerance, demandTariff } = demand;
  const over = peak !== null && isOverTolerance(peak.kw, contractedKw, tolerance);
  const name = month ? monthName(month.from.slice(0, 7)) : '';
  // A month still running is read to its last measured day.
  const upTo = month && lastDay(month.from.slice(0, 7)) > month.measuredUntil ? ` até ${brDate(month.measuredUntil)}` : '';
  const limit = `${formatKw(contractedKw * (1 + tolerance))}, 105 % dos ${formatKw(contractedKw)} contratados`;
  return (
    <section aria-labelledby={titleId} aria-busy={!month} className={over ? `${styles.box} ${styles.boxOver}` : styles.box}>
      <h2 id={titleId} className={styles.boxTitle}>
        Ultrapassagem de demanda
      </h2>
      {!month ? (
        <p className={styles.boxNote}>Calculando…</p>
      ) : peak === null ? (
        <p className={styles.boxNote}>Sem medições em {name}.</p>
      ) : (
        <>
          <p className={styles.boxAmount}>{over ? `Cobrança estimada: ${formatBRL(overrunCharge(peak.kw, contractedKw, demandTariff, tolerance))}` : 'Dentro da tolerância'}</p>
          <p className={styles.boxNote}>
            {`Demanda máxima de ${name}${upTo}: ${formatKw(peak.kw)} (${formatSignedPercent(demandOverPercent(peak.kw, contractedKw))}). `}
            {over ? `Acima da tolerância (${limit}), o excedente é cobrado em dobro.` : `Até a tolerância (${limit}), não há cobrança.`}
          </p>
        </>
      )}
    </section>
  );
};
