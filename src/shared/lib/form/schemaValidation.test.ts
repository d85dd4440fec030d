// @vitest-environment node
import * as yup from 'yup';
import { describe, expect, it, vi } from 'vitest';
import { validateWithSchema } from './schemaValidation';

type Values = { email: string; nested: { code: string } };

const schema: yup.ObjectSchema<Values> = yup.object({
  email: yup.string().required('E-mail é obrigatório').email('O e-mail deve ser um endereço de e-mail válido'),
  nested: yup.object({ code: yup.string().required('Código é obrigatório') }),
});

describe('validateWithSchema', () => {
  it("loads the schema on the first check and gives Formik's per-field messages ('' counts as empty)", async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const validate = validateWithSchema<Values>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(validate({ email: '', nested: { code: '' } })).resolves.toEqual({
      email: 'E-mail é obrigatório',
      nested: { code: 'Código é obrigatório' },
    });
    await expect(validate({ email: 'mariana@', nested: { code: '1' } })).resolves.toEqual({
      email: 'O e-mail deve ser um endereço de e-mail válido',
    });
    await expect(validate({ email: 'mariana@exemplo.com.br', nested: { code: '1' } })).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('lets an error that is not a validation failure through', async () => {
    const broken = yup.object({ email: yup.string().test('boom', 'x', () => Promise.reject(new TypeError('boom'))) });
    const validate = validateWithSchema<{ email?: string }>(() => Promise.resolve(broken));
    await expect(validate({ email: 'a' })).rejects.toThrow('boom');
  });
});
