import { formatKw } from '@/entities/energy-management';
import styles from './LoadCurvePage.module.css';

type Props = { contractedKw: number; toleranceKw: number; peakHours: string; previousLabel: string | null };

/** The chart's legend, in the page so it is read, zoomed and translated as text; each swatch drawn as the chart draws it. */
export const DemandLegend = ({ contractedKw, toleranceKw, peakHours, previousLabel }: Props) => (
  <ul className={styles.legend} aria-label="Legenda do gráfico">
    <li>
      <span aria-hidden className={`${styles.swatch} ${styles.swatchDemand}`} />
      Demanda a cada 15 minutos
    </li>
    {previousLabel ? (
      <li>
        <span aria-hidden className={`${styles.swatch} ${styles.swatchPrevious}`} />
        Período anterior ({previousLabel})
      </li>
    ) : null}
    <li>
      <span aria-hidden className={`${styles.swatch} ${styles.swatchContracted}`} />
      Demanda contratada: {formatKw(contractedKw)}
    </li>
    <li>
      <span aria-hidden className={`${styles.swatch} ${styles.swatchTolerance}`} />
      Tolerância de 105 %: {formatKw(toleranceKw)}
    </li>
    <li>
      <span aria-hidden className={`${styles.swatch} ${styles.swatchPeakHours}`} />
      {peakHours}
    </li>
    <li>
      <span aria-hidden className={`${styles.swatch} ${styles.swatchPeak}`} />
      Demanda máxima
    </li>
  </ul>
);
