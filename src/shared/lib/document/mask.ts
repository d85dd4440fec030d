import type { MaskedDynamic, MaskedDynamicOptions } from 'imask';
import { documentKind } from './document';

const toUpperCase = (ch: string) => ch.toUpperCase();

/** react-imask options for a CPF-or-CNPJ field; letters are allowed (upper-cased) in the CNPJ base. */
export const documentMaskOptions = {
  mask: [
    { mask: '000.000.000-00' },
    { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Za-z]/ }, prepareChar: toUpperCase },
  ],
  dispatch: (appended: string, masked: MaskedDynamic) =>
    masked.compiledMasks[documentKind(masked.value + appended) === 'cpf' ? 0 : 1],
} satisfies MaskedDynamicOptions;
