// @vitest-environment node
import { isEmail, maskEmail } from './email';

describe('maskEmail', () => {
  it('keeps two characters of the local part and of the first domain label', () => {
    expect(maskEmail('carlos.lima@exemplo.com.br')).toBe('ca*********@ex*****.com.br');
    expect(maskEmail('ana.souza@aurora.com')).toBe('an*******@au****.com');
  });

  it('keeps parts of up to two characters as they are', () => {
    expect(maskEmail('ab@xy.com')).toBe('ab@xy.com');
    expect(maskEmail('a@b.io')).toBe('a@b.io');
    expect(maskEmail('abc@de.com.br')).toBe('ab*@de.com.br');
  });

  it('handles a domain without dots and input without @', () => {
    expect(maskEmail('root@localhost')).toBe('ro**@lo*******');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });
});

describe('isEmail', () => {
  it.each(['carlos.lima@exemplo.com.br', 'a+tag@b.io', ' ana@aurora.com '])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });

  it.each(['', 'carlos', 'carlos@', '@exemplo.com', 'carlos@exemplo', 'car los@exemplo.com', 'a@b@c.com', 'a@b..com', 'a@.com'])(
    'rejects %s',
    (v) => {
      expect(isEmail(v)).toBe(false);
    },
  );
});
