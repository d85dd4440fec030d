// @vitest-environment node
import { yup } from './index';

const messageOf = async (schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('yup in pt-BR', () => {
  it("says the spec's generic messages ('Required', 'Invalid email', 'Invalid date', length bounds) in pt-BR, naming no code field", async () => {
    expect(await messageOf(yup.object({ documento: yup.string().required() }), {})).toBe('Campo obrigatório');
    expect(await messageOf(yup.string().email(), 'maria@')).toBe('E-mail inválido');
    expect(await messageOf(yup.date(), 'ontem')).toBe('Data inválida');
    expect(await messageOf(yup.number(), 'abc')).toBe('Informe um número');
    expect(await messageOf(yup.string().min(8), 'curta')).toBe('Informe pelo menos 8 caracteres');
    expect(await messageOf(yup.string().max(3), 'longa')).toBe('Informe no máximo 3 caracteres');
    expect(await messageOf(yup.string().matches(/^\d+$/), 'x1')).toBe('Formato inválido');
    expect(await messageOf(yup.string().oneOf(['A', 'B']), 'C')).toBe('Escolha uma das opções');
    expect(await messageOf(yup.date().min(new Date(2026, 0, 5)), new Date(2025, 0, 1))).toBe('Informe uma data a partir de 05/01/2026');
    expect(await messageOf(yup.array().min(1), [])).toBe('Escolha pelo menos 1 item');
  });

  it('leaves a message a schema gives in its own words alone', async () => {
    expect(await messageOf(yup.string().required('Senha é obrigatória'), '')).toBe('Senha é obrigatória');
  });
});
