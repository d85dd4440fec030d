// @vitest-environment node
import { ValidationError } from 'yup';
import { SIMULATION_MESSAGES, simulationSchema } from './simulationSchema';

/** Field → message, as the form shows them (every field checked, as Formik does). */
const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await simulationSchema.validate(values, { abortEarly: false });
    return {};
  } catch (caught) {
    if (!(caught instanceof ValidationError)) throw caught;
    return Object.fromEntries(caught.inner.map((error) => [error.path, error.message]));
  }
};

describe('simulationSchema', () => {
  it('asks for every field when the form is empty', async () => {
    expect(await errorsOf({ monthlyBill: undefined, state: undefined, group: undefined })).toEqual({
      monthlyBill: 'Informe o valor médio da sua conta de luz.',
      state: 'Selecione o estado da unidade consumidora.',
      group: 'Selecione o grupo tarifário.',
    });
  });

  it.each([
    [Number.NaN, SIMULATION_MESSAGES.billInvalid],
    [999.99, 'Informe um valor a partir de R$\u00a01.000,00.'],
    [10_000_000.01, 'Para contas acima de R$\u00a010.000.000,00, fale com um especialista.'],
  ])('bill %d → %j', async (monthlyBill, message) => {
    expect(await errorsOf({ monthlyBill, state: 'SP', group: 'A' })).toEqual({ monthlyBill: message });
  });

  it('rejects an unknown state code and an unknown group', async () => {
    expect(await errorsOf({ monthlyBill: 5000, state: 'XX', group: 'C' })).toEqual({
      state: SIMULATION_MESSAGES.stateRequired,
      group: SIMULATION_MESSAGES.groupRequired,
    });
  });

  it('accepts the limits themselves and gives the input for the estimate', async () => {
    expect(await simulationSchema.validate({ monthlyBill: 1000, state: 'MG', group: 'B' })).toEqual({
      monthlyBill: 1000,
      state: 'MG',
      group: 'B',
    });
    expect(await errorsOf({ monthlyBill: 10_000_000, state: 'SP', group: 'A' })).toEqual({});
  });
});
