import { useEffect, useMemo } from 'react';
import { useScreenHeading } from '@/shared/routes';
import { ReportStatus } from '@/shared/ui/report-section';
import { SectionCard } from '@/shared/ui/section-card';
import { SupportLink } from '@/shared/ui/support-link';
import { brDate, periodLabel } from '../lib/labels';
import { useAfterPaint } from '../model/useAfterPaint';
import { useLoadCurve } from '../model/useLoadCurve';
import { DemandCurve } from './DemandCurve';
import { OverrunBox } from './OverrunBox';
import { PeriodControls } from './PeriodControls';
import { PowerFactorSection } from './PowerFactorSection';
import { preloadCharts } from './loadCharts';
import styles from './LoadCurvePage.module.css';

const NO_UNIT = 'Nenhuma unidade de consumo selecionada. Para vincular uma unidade, fale com o atendimento.';
const LOAD_FAILED = 'Não foi possível carregar a curva de carga. Verifique sua conexão e tente novamente.';

/** /dashboard/load-curve (decisions §10): the unit's demand per 15 minutes against its contract, and its power factor. */
export const LoadCurvePage = () => {
  const curve = useLoadCurve();
  const { demand, measured, period, current } = curve;
  // The charts' code is fetched beside the period's data rather than after it.
  useEffect(preloadCharts, []);
  const empty = !curve.hasUnit
    ? { message: NO_UNIT }
    : curve.contractFailed
      ? { message: LOAD_FAILED, onRetry: () => void curve.retryContract() }
      : undefined;
  const label = period ? periodLabel(period) : '';
  const hasIntervals = current !== undefined && current.kwh.length > 0;
  const previous = curve.previous && curve.before ? { period: curve.previous, answer: curve.before } : null;
  // 'Fator de potência' (below the demand chart) follows a new period in a task of its own, once the demand chart is
  // painted: its hourly factors and its G2 chart's redraw would otherwise hold the frame that shows the new period
  // (useDeferredValue defers nothing inside the address change's transition).
  const factor = useAfterPaint(useMemo(() => (period && current ? { period, current } : null), [period, current]));

  return (
    <div className={styles.page}>
      <SectionCard title={useScreenHeading()} titleLevel={1} isLoading={curve.contractLoading} loadingLabel="Carregando curva de carga" empty={empty}>
        {demand && measured && period ? (
          <>
            <p className={styles.lead}>
              Demanda {curve.unitName ? `de ${curve.unitName} ` : ''}a cada 15 minutos, contra a demanda contratada com a distribuidora.
            </p>
            <p className={styles.measuredUntil}>Medições até {brDate(measured.until)}</p>
            <PeriodControls
              period={period}
              measured={measured}
              onShow={curve.show}
              compare={curve.compare}
              onCompare={curve.setCompare}
              compareLoading={curve.beforeLoading}
            />
            <OverrunBox demand={demand} month={curve.month} />
            <ReportStatus
              loading={curve.currentLoading}
              failed={curve.currentFailed}
              empty={!hasIntervals}
              emptyText={curve.currentFailed ? `Não foi possível carregar as medições de ${label}.` : `Sem medições para ${label}.`}
              emptyHint={
                <>
                  Não há medições de 15 minutos desta unidade neste período. As medições chegam no dia seguinte; se elas faltam, <SupportLink>fale com o atendimento</SupportLink>.
                </>
              }
              onRetry={() => void curve.retryCurrent()}
            >
              {curve.compare && curve.previous === null ? <p role="status" className={styles.note}>Sem medições do período anterior para comparar.</p> : null}
              {current ? <DemandCurve demand={demand} period={period} current={current} previous={previous} /> : null}
            </ReportStatus>
          </>
        ) : null}
      </SectionCard>
      {demand && factor && factor.current.kwh.length > 0 ? <PowerFactorSection demand={demand} period={factor.period} current={factor.current} /> : null}
    </div>
  );
};
