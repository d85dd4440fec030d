// @vitest-environment node
import { formatCompactBRL } from './format';

describe('formatCompactBRL', () => {
  it('shortens axis values in pt-BR', () => {
    expect(formatCompactBRL(45_000).replace(/\s/g, ' ')).toBe('R$ 45 mil');
    expect(formatCompactBRL(1_250_000).replace(/\s/g, ' ')).toBe('R$ 1,3 mi');
    expect(formatCompactBRL(0).replace(/\s/g, ' ')).toBe('R$ 0');
  });
});
