import { createPipe, type MaskedDynamic, type MaskedDynamicOptions } from 'imask';
import { documentKind } from './kind';
import { stripDocument } from './strip';

/**
 * The CPF-or-CNPJ mask (decisions §4), as imask options: `000.000.000-00` while the text is up to 11 digits,
 * else `AA.AAA.AAA/AAAA-00`, whose first twelve positions take digits or letters (upper-cased) and whose last
 * two are the numeric check digits.
 */
export const DOCUMENT_MASK = {
  mask: [
    { mask: '000.000.000-00' },
    { mask: 'AA.AAA.AAA/AAAA-00', definitions: { A: /[0-9A-Z]/ }, prepareChar: (ch: string) => ch.toUpperCase() },
  ],
  dispatch: (appended: string, masked: MaskedDynamic) =>
    masked.compiledMasks[documentKind(masked.value + appended) === 'cpf' ? 0 : 1],
} satisfies MaskedDynamicOptions;

// Pure: a module that imports only the validators from this slice leaves the mask library out of its chunk.
const maskDocument = /* @__PURE__ */ createPipe(DOCUMENT_MASK);

/** A document as the field shows it (`52998224725` → `529.982.247-25`), partial input included. */
export const formatDocument = (value: string): string => maskDocument(stripDocument(value));
