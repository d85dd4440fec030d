// @vitest-environment node
// Decisions §10, the contract band: status, 'Valor em risco' and 'Fatura prevista' over any contract and projection.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandPosition, contractBand, expectedBill, valueAtRisk } from './band';

const month = fc.constantFrom('2026-02', '2026-11', '2026-12', '2028-02');
const averageMw = fc.double({ min: 0.001, max: 20, noNaN: true });
const flexibility = fc.double({ min: 0, max: 0.5, noNaN: true });
const price = fc.double({ min: 50, max: 900, noNaN: true });
const share = fc.double({ min: 0, max: 2, noNaN: true });

describe('the band', () => {
  it("is the month's volume (MWmédio × its hours) ± the flexibility", () => {
    expect(contractBand(0.03, '2026-12', 0.1)).toEqual({ volume: 0.03 * 744, floor: 0.03 * 744 * 0.9, ceiling: 0.03 * 744 * 1.1 });
    expect(contractBand(1, '2028-02', 0.1).volume).toBe(29 * 24);
  });

  it('gives the status the projection and the band say: above the ceiling, below the floor, else inside', () => {
    fc.assert(
      fc.property(averageMw, month, flexibility, share, (mw, m, flex, s) => {
        const band = contractBand(mw, m, flex);
        const projection = band.volume * s;
        const status = bandPosition(projection, band);
        expect(status).toBe(projection > band.ceiling ? 'above' : projection < band.floor ? 'below' : 'inside');
        expect(bandPosition(band.floor, band)).toBe('inside');
        expect(bandPosition(band.ceiling, band)).toBe('inside');
      }),
    );
  });

  it("'Valor em risco' is R$ 0,00 inside, and grows the further the projection falls outside", () => {
    fc.assert(
      fc.property(averageMw, month, flexibility, price, price, share, share, (mw, m, flex, p, exposure, a, b) => {
        const band = contractBand(mw, m, flex);
        const [near, far] = [Math.min(a, b), Math.max(a, b)];
        const risk = (projection: number) => valueAtRisk(projection, band, p, exposure);
        if (bandPosition(band.volume * a, band) === 'inside') expect(risk(band.volume * a)).toBe(0);
        // Above the ceiling: more the higher. Below the floor: more the lower.
        expect(risk(band.ceiling + band.volume * far)).toBeGreaterThanOrEqual(risk(band.ceiling + band.volume * near));
        expect(risk(band.floor * (1 - far / 2))).toBeGreaterThanOrEqual(risk(band.floor * (1 - near / 2)));
        expect(risk(band.ceiling + 1)).toBeCloseTo(exposure, 1);
        expect(risk(Math.max(band.floor - 1, 0))).toBeCloseTo(Math.min(1, band.floor) * p, 1);
      }),
    );
  });

  it("'Fatura prevista' is the floor's price below the band, the projection's inside, the ceiling's plus exposure above", () => {
    fc.assert(
      fc.property(averageMw, month, flexibility, price, price, share, (mw, m, flex, p, exposure, s) => {
        const band = contractBand(mw, m, flex);
        const projection = band.volume * s;
        const bill = expectedBill(projection, band, p, exposure);
        const byCase =
          projection < band.floor ? band.floor * p : projection > band.ceiling ? band.ceiling * p + (projection - band.ceiling) * exposure : projection * p;
        expect(bill).toBeCloseTo(byCase, 2);
        // The bill is the price of what is paid for in the band plus the value at risk above it.
        if (projection > band.ceiling) expect(bill).toBeCloseTo(band.ceiling * p + valueAtRisk(projection, band, p, exposure), 1);
      }),
    );
  });
});
