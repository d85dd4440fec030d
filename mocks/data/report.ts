import { seededRandom } from '../lib/random';
import type { AssetProfile, EconomicReport } from './types';

type ProfileShape = {
  /** kWh/day ranges for Monday–Friday, Saturday and Sunday. */
  weekday: [number, number];
  saturday: [number, number];
  sunday: [number, number];
  /** Monthly cost in the regulated market (ACR), BRL. */
  acr: [number, number];
};

const PROFILES: Record<AssetProfile, ProfileShape> = {
  shop: { weekday: [600, 900], saturday: [480, 720], sunday: [300, 420], acr: [40_000, 60_000] },
  factory: { weekday: [2_600, 3_800], saturday: [1_700, 2_400], sunday: [900, 1_300], acr: [65_000, 90_000] },
  warehouse: { weekday: [380, 620], saturday: [300, 450], sunday: [180, 260], acr: [40_000, 48_000] },
  rural: { weekday: [420, 700], saturday: [400, 650], sunday: [350, 560], acr: [40_000, 52_000] },
};

function between(random: () => number, [min, max]: [number, number]): number {
  return min + random() * (max - min);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

type ReportRequest = { companyId: string; assetId: string; year: number; month: number; profile: AssetProfile };

/**
 * The kWh of each day of the month (index 0 = the 1st), one decimal: the daily consumption report's values, which
 * the unit's 15-minute measurements add up to (data/energy).
 */
export function dailyConsumption(assetId: string, year: number, month: number, profile: AssetProfile): number[] {
  const shape = PROFILES[profile];
  const dailyRandom = seededRandom(`${assetId}|${year}|${month}|daily`);
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => {
    const weekDay = new Date(Date.UTC(year, month - 1, index + 1)).getUTCDay();
    const range = weekDay === 0 ? shape.sunday : weekDay === 6 ? shape.saturday : shape.weekday;
    return Math.round(between(dailyRandom, range) * 10) / 10;
  });
}

/** Deterministic report: the same (assetId, year, month) always yields the same numbers. */
export function buildEconomicReport({ companyId, assetId, year, month, profile }: ReportRequest): EconomicReport {
  const dailyConsumptionChart = dailyConsumption(assetId, year, month, profile).map((consumed, index) => ({ day: index + 1, consumed }));
  return { companyId, energyBalance: { dailyConsumptionChart }, yearlyEconomyChart: yearlyEconomy(assetId, year, profile) };
}

/** The year's 12 months of ACR and ACL costs and their difference, the same for the same (assetId, year). */
export function yearlyEconomy(assetId: string, year: number, profile: AssetProfile): EconomicReport['yearlyEconomyChart'] {
  const shape = PROFILES[profile];
  return Array.from({ length: 12 }, (_, index) => {
    const monthRandom = seededRandom(`${assetId}|${year}|${index + 1}|economy`);
    // Integer cents keep result = acr - acl exact once converted back to reais.
    const acrCents = Math.round(between(monthRandom, shape.acr) * 100);
    const savingsShare = between(monthRandom, [0.15, 0.3]);
    const aclCents = Math.round(acrCents * (1 - savingsShare));
    return {
      reference: `${year}-${String(index + 1).padStart(2, '0')}`,
      acr: acrCents / 100,
      acl: aclCents / 100,
      result: (acrCents - aclCents) / 100,
    };
  });
}
