// @vitest-environment node
import fc from 'fast-check';
import { isValidCnpj, isValidCpf, isValidDocument } from './document';
import { formatDocument } from './mask';
import { stripDocument } from './strip';

// Reference implementations, written differently from the module on purpose (weights cycle 2..9 from the right).
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function refDigit(body: number[], maxWeight: number): number {
  let total = 0;
  for (let k = 0; k < body.length; k += 1) {
    total += body[body.length - 1 - k]! * ((k % (maxWeight - 1)) + 2);
  }
  const mod = (total * 10) % 11;
  return mod === 10 ? 0 : mod;
}

function refCpf(base: string): string {
  const nums = base.split('').map(Number);
  const d1 = refDigit(nums, 11);
  const d2 = refDigit([...nums, d1], 12);
  return `${base}${d1}${d2}`;
}

function refCnpj(base: string): string {
  const nums = base.split('').map((c) => c.codePointAt(0)! - '0'.codePointAt(0)!);
  const d1 = refDigit(nums, 9);
  const d2 = refDigit([...nums, d1], 9);
  return `${base}${d1}${d2}`;
}

const allSame = (s: string) => new Set(s).size === 1;
const chars = (alphabet: string, length: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length }).map((a) => a.join(''));

const cpfArb = chars('0123456789', 9).map(refCpf).filter((d) => !allSame(d));
const cnpjArb = chars(ALNUM, 12).map(refCnpj).filter((d) => !allSame(d));

function mutateCheckDigit(doc: string, which: 1 | 2, delta: number): string {
  const i = doc.length - (which === 1 ? 2 : 1);
  return doc.slice(0, i) + ((Number(doc[i]) + delta) % 10) + doc.slice(i + 1);
}

describe('documents against a reference implementation', () => {
  it('the reference agrees with the published examples', () => {
    expect(refCpf('529982247')).toBe('52998224725');
    expect(refCnpj('112223330001')).toBe('11222333000181');
    expect(refCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
  });

  it('accepts every CPF the reference builds and rejects a changed check digit', () => {
    fc.assert(
      fc.property(cpfArb, fc.constantFrom(1, 2), fc.integer({ min: 1, max: 9 }), (cpf, which, delta) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatDocument(cpf))).toBe(true);
        expect(isValidCpf(mutateCheckDigit(cpf, which, delta))).toBe(false);
      }),
    );
  });

  it('accepts every CNPJ the reference builds and rejects a changed check digit', () => {
    fc.assert(
      fc.property(cnpjArb, fc.constantFrom(1, 2), fc.integer({ min: 1, max: 9 }), (cnpj, which, delta) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
        expect(isValidCnpj(mutateCheckDigit(cnpj, which, delta))).toBe(false);
      }),
    );
  });

  it('agrees with the reference on any 11- or 14-character input, valid or not (11 → CPF, else CNPJ)', () => {
    const refValid = (doc: string) =>
      doc.length === 11
        ? /^\d{11}$/.test(doc) && !allSame(doc) && refCpf(doc.slice(0, 9)) === doc
        : /^[0-9A-Z]{12}\d{2}$/.test(doc) && !allSame(doc) && refCnpj(doc.slice(0, 12)) === doc;
    const anyDoc = fc.oneof(chars('0123456789', 11), chars('0123456789', 14), chars(ALNUM, 14), cpfArb, cnpjArb);
    fc.assert(
      fc.property(anyDoc, (doc) => {
        expect(isValidDocument(doc)).toBe(refValid(doc));
        expect(isValidDocument(formatDocument(doc))).toBe(refValid(doc));
      }),
      { numRuns: 500 },
    );
  });

  it('formatDocument and stripDocument round-trip', () => {
    fc.assert(
      fc.property(fc.oneof(cpfArb, cnpjArb), (doc) => {
        const formatted = formatDocument(doc);
        expect(stripDocument(formatted)).toBe(doc);
        expect(formatDocument(stripDocument(formatted))).toBe(formatted);
      }),
    );
  });

  it('formatting is idempotent for any prefix of a document', () => {
    fc.assert(
      fc.property(fc.oneof(cpfArb, cnpjArb), fc.nat(14), (doc, cut) => {
        const formatted = formatDocument(doc.slice(0, cut));
        expect(formatDocument(formatted)).toBe(formatted);
        expect(stripDocument(formatted)).toBe(doc.slice(0, cut));
      }),
    );
  });
});
