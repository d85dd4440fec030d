// @vitest-environment node
import { loginSchema } from './loginSchema';

describe('loginSchema', () => {
  it("a rule without the spec's own words answers in pt-BR, not yup's English", async () => {
    const error = await loginSchema
      .validate({ document: '11.222.333/0001-81', password: 'x', keepConnected: undefined as unknown as boolean })
      .catch((caught: Error) => caught);
    expect((error as Error).message).toBe('Campo obrigatório');
  });

  it("keeps the spec's words where it quotes them", async () => {
    const error = await loginSchema.validate({ document: '', password: '', keepConnected: false }, { abortEarly: false }).catch((caught: { errors: string[] }) => caught);
    expect((error as { errors: string[] }).errors).toEqual(['CPF ou CNPJ é obrigatório', 'Senha é obrigatória']);
  });
});
