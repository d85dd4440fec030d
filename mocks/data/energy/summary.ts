import { lastClosedMonth, monthDays, positionMonth } from './calendar';
import { dailySeries, daysMeasuredIn, monthTerms } from './contracts';
import { dayFacts } from './load';
import { bandOf, overrunCharge, positionOf, projectMonth, reactiveCharge, valueAtRisk, type Position } from './rules';
import type { EnergyUnit } from './units';

/** The energy columns of 'Todas as unidades' (decisions §10), as `my-units-summary` adds them to each unit. */
export type EnergySummary = {
  /** The last closed month's highest 15-minute demand (kW, one decimal). */
  demandMaxKw: number;
  contractedKw: number;
  position: Position | null;
  /** How many of the unit's risks carry money. */
  alertCount: number;
};

/** Highest interval (kW) and reactive excess (kWh) of the month's first `days` days. */
function monthSoFar(unit: EnergyUnit, month: string, days: number) {
  let maxWh = 0;
  let reactiveExcessKwh = 0;
  for (const day of monthDays(month).slice(0, days)) {
    const facts = dayFacts(unit, day);
    maxWh = Math.max(maxWh, facts.maxWh);
    reactiveExcessKwh += facts.reactiveExcessKwh;
  }
  return { maxKw: (maxWh * 4) / 1000, reactiveExcessKwh };
}

/**
 * The money at risk, per risk, in R$ (0 when none): the demand overrun of the last closed month or of the month the
 * position shows (the larger), the position's 'Valor em risco', and the reactive excess of that month so far. The
 * month the position shows is this one once it has a measured day, else (on the 1st) the last closed one.
 */
function energyRisks(unit: EnergyUnit, now: Date) {
  const closed = lastClosedMonth(now);
  const current = positionMonth(now);
  const measured = daysMeasuredIn(current, now);
  const last = monthSoFar(unit, closed, daysMeasuredIn(closed, now));
  const soFar = current === closed ? last : monthSoFar(unit, current, measured);
  const terms = monthTerms(unit, current, now);
  let position: Position | null = null;
  let atRisk = 0;
  if (terms) {
    const projectionMwh = projectMonth(dailySeries(unit, current), measured) / 1000;
    const band = bandOf(terms.averageMw, current);
    position = positionOf(projectionMwh, band);
    atRisk = valueAtRisk(projectionMwh, band, terms.price, terms.exposurePrice);
  }
  return {
    demandMaxKw: Math.round(last.maxKw * 10) / 10,
    position,
    demand: Math.max(overrunCharge(last.maxKw, unit.contractedKw), overrunCharge(soFar.maxKw, unit.contractedKw)),
    band: atRisk,
    reactive: reactiveCharge(soFar.reactiveExcessKwh),
  };
}

export function energySummary(unit: EnergyUnit, now: Date): EnergySummary {
  const risks = energyRisks(unit, now);
  return {
    demandMaxKw: risks.demandMaxKw,
    contractedKw: unit.contractedKw,
    position: risks.position,
    alertCount: [risks.demand, risks.band, risks.reactive].filter((amount) => amount > 0).length,
  };
}
