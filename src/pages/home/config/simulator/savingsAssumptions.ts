/**
 * Every figure the savings simulator uses (decisions §3). The commercial team maintains this file;
 * the UI and the maths read it and nothing else.
 */
export type SavingsRange = { min: number; max: number };

export type StateCode =
  | 'AC' | 'AL' | 'AP' | 'AM' | 'BA' | 'CE' | 'DF' | 'ES' | 'GO' | 'MA' | 'MT' | 'MS' | 'MG' | 'PA'
  | 'PB' | 'PR' | 'PE' | 'PI' | 'RJ' | 'RN' | 'RS' | 'RO' | 'RR' | 'SC' | 'SP' | 'SE' | 'TO';

/** Savings as a share of the monthly bill, when a state has no range of its own. */
export const DEFAULT_SAVINGS_RANGE: SavingsRange = { min: 0.15, max: 0.3 };

/** States whose regulated (ACR) energy tariff sits well above or below the national average. */
export const STATE_SAVINGS_RANGES: Partial<Record<StateCode, SavingsRange>> = {
  RJ: { min: 0.18, max: 0.33 },
  PA: { min: 0.18, max: 0.33 },
  MT: { min: 0.17, max: 0.32 },
  MS: { min: 0.17, max: 0.32 },
  AM: { min: 0.17, max: 0.31 },
  RS: { min: 0.14, max: 0.28 },
  PR: { min: 0.13, max: 0.27 },
  SC: { min: 0.12, max: 0.26 },
};

/** Accepted average monthly bill, in reais. */
export const MONTHLY_BILL_LIMITS = { min: 1_000, max: 10_000_000 } as const;

export const MONTHS_PER_YEAR = 12;

export const STATES: readonly { code: StateCode; name: string }[] = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
];

export const savingsRangeFor = (state: StateCode): SavingsRange => STATE_SAVINGS_RANGES[state] ?? DEFAULT_SAVINGS_RANGE;
