/** Anchor of the daily (measurement) report; /dashboard/daily scrolls here. */
export const DAILY_SECTION_ID = 'relatorio-medicao';
