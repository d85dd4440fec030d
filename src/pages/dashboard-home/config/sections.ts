/** Anchor of the daily (measurement) report; /dashboard/daily scrolls here. */
export const DAILY_SECTION_ID = 'relatorio-medicao';
/** Anchor of the economy report; /dashboard/economy scrolls here. */
export const ECONOMY_SECTION_ID = 'relatorio-economia';
