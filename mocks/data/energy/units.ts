import { seededRandom } from '../../lib/random';
import { boundedMemo } from '../../lib/memo';
import { ASSET_IDS, SEED_ACCOUNTS } from '../accounts';
import { horizonteUnit } from '../horizonte';
import type { AssetProfile } from '../types';
import { addDays, dayTypeOf, daysInMonth, firstDayOf, monthOf } from './calendar';
import { NORMAL_POWER_FACTOR } from './profiles';

type BandStyle = 'inside' | 'above' | 'below';
/** One interval a named fact of decisions §10 fixes: its index in the day (0 = 00:00) and its Wh. */
type FixedInterval = { index: number; wh: number };
export type EnergyUnit = {
  id: string;
  profile: AssetProfile;
  contractedKw: number;
  /** The power factor of a store whose refrigeration runs uncorrected at night (00:00–06:00), else null. */
  nightPowerFactor: number | null;
};

/** Every demo unit's profile, by id (units belong to the seed: a registered account has none). */
const PROFILES = new Map(SEED_ACCOUNTS.flatMap((account) => account.assets.map((asset) => [asset.id, asset.profile] as const)));
const CONTRACTED_KW: Record<string, number> = {
  [ASSET_IDS.lojaCentro]: 75,
  [ASSET_IDS.fabricaContagem]: 250,
  [ASSET_IDS.depositoBetim]: 60,
  [ASSET_IDS.sitioBoaEsperanca]: 75,
  [ASSET_IDS.lojaSavassi]: 75,
};
const STORE_CONTRACTED_KW = [70, 75, 80, 85, 90];
const INTERVAL = (hour: number, minute: number) => hour * 4 + minute / 15;
/** Wh of a 15-minute interval whose demand is `kw` (kW = 4 × kWh). */
const whOfKw = (kw: number) => Math.round(kw * 250);

const unitOf = boundedMemo(1024, (id): EnergyUnit | null => {
  const profile = PROFILES.get(id);
  if (!profile) return null;
  if (!horizonteUnit(id)) return { id, profile, contractedKw: CONTRACTED_KW[id]!, nightPowerFactor: null };
  const random = seededRandom(`${id}|energy`);
  const contractedKw = STORE_CONTRACTED_KW[Math.floor(random() * STORE_CONTRACTED_KW.length)]!;
  const night = random();
  // One store in ten: 0,86 to 0,89.
  return { id, profile, contractedKw, nightPowerFactor: night < 0.1 ? 0.86 + night * 0.3 : null };
});

/** The unit behind an id of any demo account, with its contracted demand; undefined for an unknown id. */
export const energyUnit = (id: string): EnergyUnit | undefined => unitOf(id) ?? undefined;

/** Store numbers in an order drawn for the month: the first few get the month's story (a peak, a band). */
const storeOrder = boundedMemo(64, (key) => {
  const random = seededRandom(`rede-horizonte:${key}`);
  const order = Array.from({ length: 240 }, (_, index) => index + 1);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { order, first: 12 + Math.floor(random() * 9), second: 12 + Math.floor(random() * 9) };
});

/** Where a store falls in the month's draw (0-based), and how many the draw picks. */
const drawOf = (kind: 'overrun' | 'band', month: string, storeNumber: number) => {
  const { order, first, second } = storeOrder(`${kind}:${month}`);
  return { rank: order.indexOf(storeNumber), first, second };
};

/**
 * The one interval of the day that decisions §10 names, if any: Loja Centro's 84,0 kW on the 14th at 18:45 and
 * Fábrica Contagem's 258,0 kW (the first working day from the 9th, at 10:30), every month; and each month 12–20
 * Horizonte stores drawn for it overrun their demand once, in the peak hours, by 8 % to 30 %.
 */
export function fixedInterval(unit: EnergyUnit, day: string): FixedInterval | null {
  if (unit.id === ASSET_IDS.lojaCentro) return day.endsWith('-14') ? { index: INTERVAL(18, 45), wh: whOfKw(84) } : null;
  if (unit.id === ASSET_IDS.fabricaContagem) {
    let peakDay = `${monthOf(day)}-09`;
    while (dayTypeOf(peakDay) !== 'weekday') peakDay = addDays(peakDay, 1);
    return day === peakDay ? { index: INTERVAL(10, 30), wh: whOfKw(258) } : null;
  }
  const store = horizonteUnit(unit.id);
  if (!store) return null;
  const month = monthOf(day);
  const { rank, first } = drawOf('overrun', month, store.number);
  if (rank >= first) return null;
  const random = seededRandom(`${unit.id}|${month}|overrun`);
  const peakDay = 1 + Math.floor(random() * Math.min(28, daysInMonth(month)));
  if (day !== addDays(firstDayOf(month), peakDay - 1)) return null;
  const index = INTERVAL(18, 0) + Math.floor(random() * 12);
  return { index, wh: whOfKw(Math.round(unit.contractedKw * (1.08 + 0.22 * random()) * 10) / 10) };
}

/**
 * The hour's power factor. Fábrica Contagem's capacitor bank switches on at 07:00, after the first shift has
 * started: 0,85 from 06:00 to 07:00 on working days. One Horizonte store in ten runs old refrigeration
 * without correction at night (00:00–06:00). Every other hour stays at or above 0,92.
 */
export function hourPowerFactor(unit: EnergyUnit, day: string, hour: number, random: () => number): number {
  if (unit.id === ASSET_IDS.fabricaContagem && hour === 6 && dayTypeOf(day) === 'weekday') return 0.85;
  if (unit.nightPowerFactor !== null && hour < 6) return unit.nightPowerFactor;
  const [low, high] = NORMAL_POWER_FACTOR[unit.profile];
  return low + (high - low) * random();
}

/** How the unit's energy contract sits against its consumption in the month; null without one. */
export function bandStyle(unit: EnergyUnit, month: string): BandStyle | null {
  if (unit.id === ASSET_IDS.fabricaContagem) return 'above';
  if (unit.id === ASSET_IDS.lojaCentro || unit.id === ASSET_IDS.sitioBoaEsperanca) return 'inside';
  const store = horizonteUnit(unit.id);
  if (!store) return null;
  const { rank, first, second } = drawOf('band', month, store.number);
  return rank < first ? 'above' : rank < first + second ? 'below' : 'inside';
}
