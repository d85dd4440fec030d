import { Button, Grid } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { formatPowerFactor, hourlyPowerFactors, hoursBelowLimit, reactiveCharge, type DemandContract, type Measurements } from '@/entities/energy-management';
import { formatBRL } from '@/shared/lib/format';
import { ChartSlot } from '@/shared/ui/report-section';
import { SectionCard } from '@/shared/ui/section-card';
import { periodLabel } from '../lib/labels';
import type { Period } from '../lib/period';
import { factorPoints, lowestFactor } from '../lib/powerFactorData';
import { FactorTable } from './FactorTable';
import { PowerFactorChartCanvas } from './loadCharts';
import styles from './LoadCurvePage.module.css';

type Props = { demand: DemandContract; period: Period; current: Measurements };

const TABLE_ID = 'fator-de-potencia-tabela';
const HEIGHT = 240;

/** 'Fator de potência': each hour's factor in the period, the hours under 0,92 and the estimated excess reactive charge. */
export const PowerFactorSection = ({ demand, period, current }: Props) => {
  const narrow = !Grid.useBreakpoint().md;
  const [tableOpen, setTableOpen] = useState(false);
  const hours = useMemo(() => hourlyPowerFactors(current), [current]);
  const below = useMemo(() => hoursBelowLimit(hours), [hours]);
  const points = useMemo(() => factorPoints(hours, period), [hours, period]);
  const label = periodLabel(period);
  const lowest = lowestFactor(points);
  return (
    <SectionCard title="Fator de potência" isLoading={false} loadingLabel="Carregando fator de potência">
      <p className={styles.lead}>Fator de potência de cada hora de {label}. Horas abaixo de 0,92 são cobradas como excedente de reativos.</p>
      {below.length === 0 ? (
        <p className={styles.factorOk}>Nenhuma hora abaixo de 0,92</p>
      ) : (
        <>
          <p className={styles.factorAlert}>Excedente de reativos estimado: {formatBRL(reactiveCharge(hours, demand.reactiveTariff))}</p>
          <p className={styles.factorNote}>
            {below.length === 1 ? '1 hora abaixo de 0,92' : `${below.length} horas abaixo de 0,92`}
            {lowest !== null ? ` · menor fator: ${formatPowerFactor(lowest)}` : ''}
          </p>
          <FactorTable label="Horas abaixo de 0,92" hours={below} pageSize={10} />
        </>
      )}
      <ChartSlot
        height={HEIGHT}
        testId="grafico-fator-de-potencia"
        label={`Gráfico de linha com o fator de potência de cada hora de ${label} e a referência de 0,92; as horas abaixo dela estão marcadas. Os valores estão na tabela de dados.`}
      >
        <PowerFactorChartCanvas period={period} points={points} narrow={narrow} height={HEIGHT} drawnKey={`${period.view} ${period.from}`} />
      </ChartSlot>
      <div className={styles.tableToggle}>
        <Button type="link" icon={<TableOutlined aria-hidden />} aria-expanded={tableOpen} aria-controls={TABLE_ID} onClick={() => setTableOpen((open) => !open)}>
          {tableOpen ? 'ocultar tabela' : 'ver dados em tabela'}
        </Button>
      </div>
      {tableOpen ? (
        <div id={TABLE_ID}>
          <FactorTable label={`Fator de potência por hora: ${label}`} hours={hours} pageSize={24} />
        </div>
      ) : null}
    </SectionCard>
  );
};
