/** Anchor of the economy report; /dashboard/economy scrolls here. */
export const ECONOMY_SECTION_ID = 'relatorio-economia';
