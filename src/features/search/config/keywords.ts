import { PATHS } from '@/shared/config';

/**
 * What customers type for each page, beyond its title and caption: the words of their bills and bank apps. Matched
 * like titles (no accents, no case); '2ª' reads as '2a'.
 */
export const SEARCH_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  [PATHS.dashboard.invoice]: [
    'pix',
    'boleto',
    'segunda via',
    '2ª via',
    'pagar',
    'pagamento',
    'conta de luz',
    'conta de energia',
    'código de barras',
    'nota fiscal',
    'vencimento',
  ],
  [PATHS.dashboard.daily]: ['consumo', 'kWh', 'medição', 'medidor', 'leitura', 'energia consumida'],
  [PATHS.dashboard.economy]: ['economia', 'quanto economizei', 'mercado livre', 'mercado cativo', 'ACL', 'ACR'],
  [PATHS.dashboard.contract]: ['contrato', 'adesão', 'PDF do contrato'],
  [PATHS.dashboard.user.account]: ['unidade', 'unidade de consumo', 'trocar unidade', 'endereço', 'CNPJ', 'CPF', 'cadastro'],
};
