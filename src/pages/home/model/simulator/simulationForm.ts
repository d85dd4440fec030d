import { validateWithSchema } from '@/shared/lib/form';
import type { StateCode } from '../../config/simulator/savingsAssumptions';
import type { SimulationInput, TariffGroup } from '../../lib/simulator/estimate';

/** The form as Formik holds it: the bill in reais (`undefined` while empty), nothing chosen yet as ''. */
export type SimulationValues = { monthlyBill: number | undefined; state: StateCode | ''; group: TariffGroup | '' };

export const SIMULATION_INITIAL_VALUES: SimulationValues = { monthlyBill: undefined, state: '', group: '' };

/**
 * The schema, and yup with it, arrive with the first check instead of with the home page (docs/code-figures.md):
 * no check runs before the visitor types, picks or sends.
 */
const loadSchema = () => import('./simulationSchema');

/** Formik's `validate`: the schema's pt-BR messages per field, as `validationSchema` would give them. */
export const validateSimulation = validateWithSchema<SimulationValues>(async () => (await loadSchema()).simulationSchema);

/** The checked form as the estimate's input. */
export const toSimulationInput = async (values: SimulationValues): Promise<SimulationInput> =>
  (await loadSchema()).simulationSchema.cast(values);
