import { yup } from '@/shared/lib/yup';
import { formatBRL } from '@/shared/lib/format';
import { MONTHLY_BILL_LIMITS, STATES } from '../../config/simulator/savingsAssumptions';
import type { SimulationInput, TariffGroup } from '../../lib/simulator/estimate';

export const SIMULATION_MESSAGES = {
  billRequired: 'Informe o valor médio da sua conta de luz.',
  billInvalid: 'Digite apenas o valor em reais, por exemplo 15.000,00.',
  billTooLow: `Informe um valor a partir de ${formatBRL(MONTHLY_BILL_LIMITS.min)}.`,
  billTooHigh: `Para contas acima de ${formatBRL(MONTHLY_BILL_LIMITS.max)}, fale com um especialista.`,
  stateRequired: 'Selecione o estado da unidade consumidora.',
  groupRequired: 'Selecione o grupo tarifário.',
} as const;

const STATE_CODES = STATES.map((state) => state.code);
const TARIFF_GROUPS: readonly TariffGroup[] = ['A', 'B'];

/** The simulator's rules (decisions §3), limits included; each message in pt-BR. */
export const simulationSchema: yup.ObjectSchema<SimulationInput> = yup.object({
  monthlyBill: yup
    .number()
    .typeError(SIMULATION_MESSAGES.billInvalid)
    .required(SIMULATION_MESSAGES.billRequired)
    .min(MONTHLY_BILL_LIMITS.min, SIMULATION_MESSAGES.billTooLow)
    .max(MONTHLY_BILL_LIMITS.max, SIMULATION_MESSAGES.billTooHigh),
  state: yup.string().required(SIMULATION_MESSAGES.stateRequired).oneOf(STATE_CODES, SIMULATION_MESSAGES.stateRequired),
  group: yup.string().required(SIMULATION_MESSAGES.groupRequired).oneOf(TARIFF_GROUPS, SIMULATION_MESSAGES.groupRequired),
});
