import { useEffect } from 'react';
import { useContractPosition } from '@/entities/energy-management';
import { useSelectedUnit } from '@/entities/session';
import { useScreenHeading } from '@/shared/routes';
import { SectionCard } from '@/shared/ui/section-card';
import { SupportLink } from '@/shared/ui/support-link';
import { monthName } from '../lib/labels';
import styles from './ContractPositionPage.module.css';
import { preloadPositionChart } from './loadChart';
import { PositionChart } from './PositionChart';
import { PositionHistory } from './PositionHistory';
import { PositionSummary } from './PositionSummary';

const NO_CONTRACT = 'Esta unidade não tem contrato de energia ativo';
const LOAD_FAILED = 'Não foi possível carregar a posição do contrato. Verifique sua conexão e tente novamente.';

/**
 * /dashboard/contract-position (decisions §10): the selected unit's month against its energy contract's band, where
 * the projection ends it, the money at risk and the bill to come, the month's running total as a chart, and the last
 * 12 closed months. Every figure comes from the entity's formulas, as the home's 'Alertas' do.
 */
export const ContractPositionPage = () => {
  const { id, unit } = useSelectedUnit();
  const view = useContractPosition(id);
  const hasContract = Boolean(view.terms);
  // The chart's code is fetched beside the position's calls, and only for a unit that has a contract to draw.
  useEffect(() => {
    if (hasContract) preloadPositionChart();
  }, [hasContract]);

  const { terms, month, position } = view;
  let empty;
  if (view.isError) empty = { message: LOAD_FAILED, onRetry: view.retry };
  else if (terms === null) empty = { message: NO_CONTRACT, hint: <>Quer contratar energia no mercado livre para esta unidade? <SupportLink /></> };
  else if (!view.isLoading && !position && month) empty = { message: `O contrato desta unidade não tem volume para ${monthName(month)}.`, hint: <SupportLink /> };

  return (
    <div className={styles.page}>
      <SectionCard title={useScreenHeading()} titleLevel={1} isLoading={view.isLoading} loadingLabel="Carregando posição do contrato" empty={empty}>
        {terms && position ? <PositionSummary position={position} unitName={unit?.name ?? null} contractCode={terms.code} /> : null}
      </SectionCard>
      {!empty && position ? (
        <>
          <PositionChart position={position} days={view.days} />
          <PositionHistory history={view.history} failed={view.historyError} onRetry={view.retryHistory} />
        </>
      ) : null}
    </div>
  );
};
