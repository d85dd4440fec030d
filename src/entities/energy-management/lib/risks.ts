import type { DemandContract, EnergyContract, Measurements } from '../model/types';
import { addDays, addMonths, monthOfDay } from './dates';
import { overrunCharge, peakDemand, type PeakDemand } from './demand';
import { contractPosition, type ContractPosition } from './position';
import { hourlyPowerFactors, reactiveCharge } from './powerFactor';
import { dailyKwh } from './projection';

/**
 * The months the risks speak of, from the last measured day (yesterday): the last closed month, and the month the
 * position shows, this one once it has a measured day, else (on the 1st) the last closed one (decisions §10).
 */
export function riskMonths(measuredUntil: string): { lastClosed: string; current: string } {
  return { lastClosed: addMonths(monthOfDay(addDays(measuredUntil, 1)), -1), current: monthOfDay(measuredUntil) };
}

/** The `count` closed months up to the last one, oldest first: the position's history. */
export const closedMonths = (measuredUntil: string, count: number): string[] => {
  const { lastClosed } = riskMonths(measuredUntil);
  return Array.from({ length: count }, (_, index) => addMonths(lastClosed, index - count + 1));
};

type EnergyAlertKind = 'demand' | 'above' | 'below' | 'powerFactor';
/** One line of the home's 'Alertas': a risk that carries money, and the month ('YYYY-MM') its page shows it in. */
type EnergyAlert = { kind: EnergyAlertKind; title: string; amount: number; month: string };

const TITLES: Record<EnergyAlertKind, string> = {
  demand: 'Ultrapassagem de demanda',
  above: 'Consumo acima do contrato',
  below: 'Consumo abaixo do contrato',
  powerFactor: 'Fator de potência abaixo de 0,92',
};

/** What the alerts are made of: each risk's amount and month (`month`: the one the position shows). */
type AlertInputs = { demandCharge: number; demandMonth: string; position: ContractPosition | null; reactiveCharge: number; month: string };

/** One line per risk that carries money, largest R$ first. */
export function energyAlerts(risks: AlertInputs): EnergyAlert[] {
  const lines: [EnergyAlertKind, number, string][] = [
    ['demand', risks.demandCharge, risks.demandMonth],
    [risks.position?.position === 'below' ? 'below' : 'above', risks.position?.valueAtRisk ?? 0, risks.month],
    ['powerFactor', risks.reactiveCharge, risks.month],
  ];
  return lines
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount, month]) => ({ kind, title: TITLES[kind], amount, month }))
    .sort((a, b) => b.amount - a.amount);
}

/** What the risks are computed from: the unit's contracts and three answers of the measurements call. */
type RiskInputs = {
  demand: DemandContract;
  energy: EnergyContract;
  /** The last closed month at any resolution (each bucket keeps its highest 15-minute kW). */
  lastClosed: Measurements;
  /** The month the position shows, hourly or at 15 minutes (its power factor and its peak so far). */
  current: Measurements;
  /** Daily, `projectionPeriod` of that month. */
  daily: Measurements;
};

export type UnitRisks = {
  /** The last measured day (yesterday): 'Medições até'. */
  measuredUntil: string;
  /** The last closed month's highest 15-minute demand. */
  lastClosedPeak: PeakDemand | null;
  /** The larger overrun charge of the last closed month and the month the position shows, and that month. */
  demandCharge: number;
  demandMonth: string;
  /** The month the position shows (this one, or the last closed on the 1st): the band's and the power factor's. */
  month: string;
  position: ContractPosition | null;
  reactiveCharge: number;
  alerts: EnergyAlert[];
};

export function unitRisks({ demand, energy, lastClosed, current, daily }: RiskInputs): UnitRisks {
  const { contractedKw, demandTariff, tolerance } = demand;
  const lastClosedPeak = peakDemand(lastClosed);
  const charges = [lastClosedPeak, peakDemand(current)].map((peak) => (peak ? overrunCharge(peak.kw, contractedKw, demandTariff, tolerance) : 0));
  const months = riskMonths(demand.measuredUntil);
  const month = months.current;
  const position = energy.contract ? contractPosition(energy.contract, month, dailyKwh(daily)) : null;
  const risks = {
    demandCharge: Math.max(...charges),
    // The month whose charge it is (the last closed one on a tie: its bill comes first).
    demandMonth: charges[1]! > charges[0]! ? month : months.lastClosed,
    month,
    position,
    reactiveCharge: reactiveCharge(hourlyPowerFactors(current), demand.reactiveTariff),
  };
  return { measuredUntil: demand.measuredUntil, lastClosedPeak, ...risks, alerts: energyAlerts(risks) };
}
