import { SIMULATION_MESSAGES, validateSimulation } from './validate';

describe('validateSimulation', () => {
  it('asks for every field when the form is empty', () => {
    expect(validateSimulation({ monthlyBill: '', state: '', group: '' })).toEqual({
      ok: false,
      errors: {
        monthlyBill: 'Informe o valor médio da sua conta de luz.',
        state: 'Selecione o estado da unidade consumidora.',
        group: 'Selecione o grupo tarifário.',
      },
    });
  });

  it.each([
    ['abc', SIMULATION_MESSAGES.billInvalid],
    ['999,99', 'Informe um valor a partir de R$\u00a01.000,00.'],
    ['10.000.000,01', 'Para contas acima de R$\u00a010.000.000,00, fale com um especialista.'],
  ])('bill %j → %j', (monthlyBill, message) => {
    const result = validateSimulation({ monthlyBill, state: 'SP', group: 'A' });
    expect(result).toEqual({ ok: false, errors: { monthlyBill: message } });
  });

  it('rejects an unknown state code', () => {
    expect(validateSimulation({ monthlyBill: '5000', state: 'XX', group: 'A' })).toEqual({
      ok: false,
      errors: { state: SIMULATION_MESSAGES.stateRequired },
    });
  });

  it('accepts the limits themselves and returns the parsed input', () => {
    expect(validateSimulation({ monthlyBill: '1.000,00', state: 'MG', group: 'B' })).toEqual({
      ok: true,
      input: { monthlyBill: 1000, state: 'MG', group: 'B' },
    });
    expect(validateSimulation({ monthlyBill: '10.000.000', state: 'SP', group: 'A' })).toMatchObject({ ok: true });
  });
});
