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

type EnergyAlertKind = 'demand' | 'above' | 'below' | 'powerFactor';
/** One line of the home's 'Alertas': a risk that carries money. */
type EnergyAlert = { kind: EnergyAlertKind; title: string; amount: number };

const TITLES: Record<EnergyAlertKind, string> = {
  demand: 'Ultrapassagem de demanda',
  above: 'Consumo acima do contrato',
  below: 'Consumo abaixo do contrato',
  powerFactor: 'Fator de potência abaixo de 0,92',
};

/** One line per risk that carries money, largest R$ first. */
export function energyAlerts(risks: { demandCharge: number; position: ContractPosition | null; reactiveCharge: number }): EnergyAlert[] {
  const lines: [EnergyAlertKind, number][] = [
    ['demand', risks.demandCharge],
    [risks.position?.position === 'below' ? 'below' : 'above', risks.position?.valueAtRisk ?? 0],
    ['powerFactor', risks.reactiveCharge],
  ];
  return lines
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount]) => ({ kind, title: TITLES[kind], amount }))
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
  /** The last closed month's highest 15-minute demand. */
  lastClosedPeak: PeakDemand | null;
  /** The larger overrun charge of the last closed month and the month the position shows. */
  demandCharge: number;
  position: ContractPosition | null;
  reactiveCharge: number;
  alerts: EnergyAlert[];
};

export function unitRisks({ demand, energy, lastClosed, current, daily }: RiskInputs): UnitRisks {
  const { contractedKw, demandTariff, tolerance } = demand;
  const lastClosedPeak = peakDemand(lastClosed);
  const charges = [lastClosedPeak, peakDemand(current)].map((peak) => (peak ? overrunCharge(peak.kw, contractedKw, demandTariff, tolerance) : 0));
  const month = riskMonths(demand.measuredUntil).current;
  const position = energy.contract ? contractPosition(energy.contract, month, dailyKwh(daily)) : null;
  const risks = {
    demandCharge: Math.max(...charges),
    position,
    reactiveCharge: reactiveCharge(hourlyPowerFactors(current), demand.reactiveTariff),
  };
  return { lastClosedPeak, ...risks, alerts: energyAlerts(risks) };
}
