import { previousMonth, type Dayjs } from '@/shared/lib/dayjs';
import type { EconomicReportRequest } from './types';

/** Economy chart display (decisions §3): the whole year or only the selected month. */
export type DisplayType = 'Anual' | 'Mensal';

export const DISPLAY_TYPES: readonly DisplayType[] = ['Anual', 'Mensal'];

/** Spec §9: the reports open in the yearly display. */
export const DEFAULT_DISPLAY_TYPE: DisplayType = 'Anual';

type ReportDates = { monthly: Dayjs; daily: Dayjs };

/** Spec §9: both report dates (monthly and daily) start at the previous month. */
export function defaultReportDates(now?: Dayjs): ReportDates {
  return { monthly: previousMonth(now), daily: previousMonth(now) };
}

/** Request body for a month; year and month go as numbers (month 1–12). */
export function reportRequest(assetId: string, date: Dayjs): EconomicReportRequest {
  return { assetId, year: date.year(), month: date.month() + 1 };
}
