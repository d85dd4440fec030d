import { seededRandom } from '../lib/random';
import { horizonteUnit } from './horizonte';
import type { Contract } from './types';

const RETAILER = 'Aurora Energia Comercializadora Varejista Ltda.';

const monthDay = (now: Date, offset: number, day: 'first' | 'last') =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + (day === 'last' ? 1 : 0), day === 'last' ? 0 : 1))
    .toISOString()
    .slice(0, 10);

/**
 * 1–3 supply contracts per store, from the unit's seed: the newest is in force ('Ativo'), the older ones ended
 * back to back before it ('Inativo'). Dated relative to `now`, like the other demo contracts.
 */
export function horizonteContracts(assetId: string, now: Date): Contract[] | undefined {
  const unit = horizonteUnit(assetId);
  if (!unit) return undefined;
  const random = seededRandom(`rede-horizonte:contracts:${unit.number}`);
  const count = 1 + Math.floor(random() * 3);
  // In force for 14 to 35 months: its energy terms cover the last 13 months and this one (decisions §10).
  let start = -(14 + Math.floor(random() * 22));
  let end = 12 + Math.floor(random() * 36);
  const contracts: Contract[] = [];
  for (let k = 0; k < count; k += 1) {
    const startDate = monthDay(now, start, 'first');
    contracts.push({
      id: `ct-horizonte-${String(unit.number).padStart(3, '0')}-${k + 1}`,
      code: `AUR-${startDate.slice(0, 4)}-${String(unit.number * 10 + k + 1).padStart(4, '0')}`,
      startDate,
      endDate: monthDay(now, end, 'last'),
      counterPartyName: RETAILER,
      partyProfileAcronym: `HORIZONTE ${String(unit.number).padStart(3, '0')}`,
      address: unit.address,
    });
    end = start - 1;
    start = end - (24 + Math.floor(random() * 24));
  }
  return contracts;
}
