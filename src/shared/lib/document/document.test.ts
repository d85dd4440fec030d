// @vitest-environment node
import { isValidCnpj, isValidCpf, isValidDocument } from './document';
import { documentKind } from './kind';
import { formatDocument } from './mask';
import { stripDocument } from './strip';

describe('stripDocument', () => {
  it('removes mask punctuation and spaces, keeps and upper-cases letters', () => {
    expect(stripDocument(' 529.982.247-25 ')).toBe('52998224725');
    expect(stripDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['111.111.111-11', '000.000.000-00', '529.982.247-24', '529.982.247-15', '5299822472', '529982247250', '5299822472A'])(
    'rejects %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '45.723.174/0001-10', '12.ABC.345/01DE-35', '12abc34501de35'])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(['11.111.111/1111-11', '00.000.000/0000-00', '11.222.333/0001-82', '12.ABC.345/01DE-36', '12.ABC.345/01DE-3A', '1122233300018', ''])(
    'rejects %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );
});

describe('documents whose characters are all the same', () => {
  it.each([...'0123456789'])('are never valid: %s repeated, as a CPF or a CNPJ', (digit) => {
    expect(isValidCpf(digit.repeat(11))).toBe(false);
    expect(isValidCnpj(digit.repeat(14))).toBe(false);
    expect(isValidDocument(digit.repeat(11))).toBe(false);
    expect(isValidDocument(digit.repeat(14))).toBe(false);
  });
});

describe('isValidDocument', () => {
  it('checks 11 characters as a CPF and anything else as a CNPJ', () => {
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidDocument('111.111.111-11')).toBe(false);
    expect(isValidDocument('1122233300018')).toBe(false);
    expect(isValidDocument('')).toBe(false);
  });
});

describe('documentKind', () => {
  it('is cpf up to 11 digits and cnpj otherwise', () => {
    expect(documentKind('')).toBe('cpf');
    expect(documentKind('529.982.247-25')).toBe('cpf');
    expect(documentKind('529982247250')).toBe('cnpj');
    expect(documentKind('12A')).toBe('cnpj');
  });
});

describe('formatDocument', () => {
  it('masks complete documents', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('masks partial input progressively', () => {
    expect(formatDocument('')).toBe('');
    expect(formatDocument('529')).toBe('529');
    expect(formatDocument('5299')).toBe('529.9');
    expect(formatDocument('529982247')).toBe('529.982.247');
    expect(formatDocument('5299822472')).toBe('529.982.247-2');
    expect(formatDocument('112223330001')).toBe('11.222.333/0001');
    expect(formatDocument('1122233300018')).toBe('11.222.333/0001-8');
    expect(formatDocument('12a')).toBe('12.A');
  });

  it('drops characters no position accepts and anything past the end', () => {
    expect(formatDocument('12ABC34501DEXY35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('11.222.333/0001-81999')).toBe('11.222.333/0001-81');
    expect(formatDocument('12#A')).toBe('12.A');
  });
});
