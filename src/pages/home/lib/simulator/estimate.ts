import { MONTHS_PER_YEAR, savingsRangeFor, type SavingsRange, type StateCode } from '../../config/simulator/savingsAssumptions';

export type TariffGroup = 'A' | 'B';

export type SimulationInput = { monthlyBill: number; state: StateCode; group: TariffGroup };

export type MoneyRange = { min: number; max: number };

export type SimulationResult =
  | { eligible: true; input: SimulationInput; rate: SavingsRange; monthly: MoneyRange; yearly: MoneyRange }
  | { eligible: false; input: SimulationInput };

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Group A: savings between the state's min and max share of the bill, per month and per year.
 * Group B (low voltage) cannot migrate yet, so there is no figure to show.
 */
export const estimateSavings = (input: SimulationInput): SimulationResult => {
  if (input.group === 'B') return { eligible: false, input };
  const rate = savingsRangeFor(input.state);
  const monthly = { min: cents(input.monthlyBill * rate.min), max: cents(input.monthlyBill * rate.max) };
  const yearly = { min: cents(monthly.min * MONTHS_PER_YEAR), max: cents(monthly.max * MONTHS_PER_YEAR) };
  return { eligible: true, input, rate, monthly, yearly };
};
