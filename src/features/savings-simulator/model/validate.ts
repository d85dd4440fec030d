import { formatBRL } from '@/shared/lib/format';
import { isStateCode, MONTHLY_BILL_LIMITS, type StateCode } from '../config/savingsAssumptions';
import type { SimulationInput, TariffGroup } from '../lib/estimate';
import { parseMoney } from '../lib/parseMoney';

export type SimulationForm = { monthlyBill: string; state: string; group: string };

export type SimulationErrors = Partial<Record<keyof SimulationForm, string>>;

export const EMPTY_FORM: SimulationForm = { monthlyBill: '', state: '', group: '' };

export const SIMULATION_MESSAGES = {
  billRequired: 'Informe o valor médio da sua conta de luz.',
  billInvalid: 'Digite apenas o valor em reais, por exemplo 15.000,00.',
  billTooLow: `Informe um valor a partir de ${formatBRL(MONTHLY_BILL_LIMITS.min)}.`,
  billTooHigh: `Para contas acima de ${formatBRL(MONTHLY_BILL_LIMITS.max)}, fale com um especialista.`,
  stateRequired: 'Selecione o estado da unidade consumidora.',
  groupRequired: 'Selecione o grupo tarifário.',
} as const;

const billError = (raw: string): string | undefined => {
  if (!raw.trim()) return SIMULATION_MESSAGES.billRequired;
  const value = parseMoney(raw);
  if (Number.isNaN(value)) return SIMULATION_MESSAGES.billInvalid;
  if (value < MONTHLY_BILL_LIMITS.min) return SIMULATION_MESSAGES.billTooLow;
  if (value > MONTHLY_BILL_LIMITS.max) return SIMULATION_MESSAGES.billTooHigh;
  return undefined;
};

/** Field errors in pt-BR, or the typed input ready for the maths when there is none. */
export const validateSimulation = (
  form: SimulationForm,
): { ok: true; input: SimulationInput } | { ok: false; errors: SimulationErrors } => {
  const errors: SimulationErrors = {};
  const bill = billError(form.monthlyBill);
  if (bill) errors.monthlyBill = bill;
  if (!isStateCode(form.state)) errors.state = SIMULATION_MESSAGES.stateRequired;
  if (form.group !== 'A' && form.group !== 'B') errors.group = SIMULATION_MESSAGES.groupRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { monthlyBill: parseMoney(form.monthlyBill), state: form.state as StateCode, group: form.group as TariffGroup },
  };
};
