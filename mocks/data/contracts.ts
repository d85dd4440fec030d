import { ASSET_IDS } from './accounts';
import { horizonteContracts } from './horizonteContracts';
import type { Address, Contract } from './types';

const RETAILER = 'Aurora Energia Comercializadora Varejista Ltda.';

/** First day of the month `offset` months from `now`, as 'YYYY-MM-DD' (UTC). */
function monthStart(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** Last day of the month `offset` months from `now`, as 'YYYY-MM-DD' (UTC). */
function monthEnd(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0)).toISOString().slice(0, 10);
}

const LOJA_CENTRO: Address = {
  street: 'Avenida Afonso Pena',
  number: '1500',
  neighborhood: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
  zipcode: '30130-005',
};
const FABRICA: Address = {
  street: 'Avenida João César de Oliveira',
  number: '4500',
  neighborhood: 'Eldorado',
  city: 'Contagem',
  state: 'MG',
  zipcode: '32315-000',
};
// The factory's old delivery point has no zipcode on record (exercises the address without ' - CEP').
const FABRICA_ANTIGA: Address = {
  street: 'Rua Rio Comprido',
  number: '320',
  neighborhood: 'Cinco',
  city: 'Contagem',
  state: 'MG',
};
const SITIO: Address = {
  street: 'Estrada da Boa Esperança',
  number: 's/n',
  neighborhood: 'Zona Rural',
  city: 'Igarapé',
  state: 'MG',
  zipcode: '32900-000',
};

/** Contracts per asset, dated relative to `now` so 'Ativo'/'Inativo' stay true whenever the demo runs. */
function contractsByAsset(now: Date): Record<string, Contract[]> {
  return {
    [ASSET_IDS.lojaCentro]: [
      {
        id: 'ct-loja-centro-2022',
        code: 'AUR-2022-0187',
        startDate: monthStart(now, -30),
        endDate: monthEnd(now, 30),
        counterPartyName: RETAILER,
        partyProfileAcronym: 'SOUZA ALIM CTR',
        address: LOJA_CENTRO,
      },
      {
        id: 'ct-loja-centro-2019',
        code: 'AUR-2019-0042',
        startDate: monthStart(now, -66),
        endDate: monthEnd(now, -31),
        counterPartyName: RETAILER,
        partyProfileAcronym: 'SOUZA ALIM CTR',
        address: LOJA_CENTRO,
      },
      {
        id: 'ct-loja-centro-2017',
        code: 'AUR-2017-0009',
        startDate: monthStart(now, -90),
        endDate: monthEnd(now, -67),
        counterPartyName: RETAILER,
        partyProfileAcronym: 'SOUZA ALIM CTR',
        address: LOJA_CENTRO,
      },
    ],
    [ASSET_IDS.fabricaContagem]: [
      {
        id: 'ct-fabrica-contagem-2023',
        code: 'AUR-2023-0311',
        startDate: monthStart(now, -20),
        endDate: monthEnd(now, 40),
        counterPartyName: RETAILER,
        partyProfileAcronym: 'SOUZA ALIM CTG',
        address: FABRICA,
      },
      {
        id: 'ct-fabrica-contagem-2020',
        code: 'AUR-2020-0128',
        startDate: monthStart(now, -56),
        endDate: monthEnd(now, -21),
        counterPartyName: RETAILER,
        partyProfileAcronym: 'SOUZA ALIM CTG',
        address: FABRICA_ANTIGA,
      },
    ],
    [ASSET_IDS.depositoBetim]: [],
    [ASSET_IDS.sitioBoaEsperanca]: [
      {
        id: 'ct-sitio-boa-esperanca-2024',
        code: 'AUR-2024-0456',
        startDate: monthStart(now, -14),
        endDate: monthEnd(now, 22),
        counterPartyName: RETAILER,
        partyProfileAcronym: 'CLIMA SITIO BE',
        address: SITIO,
      },
    ],
    [ASSET_IDS.lojaSavassi]: [],
  };
}

export function contractsForAsset(assetId: string, now: Date = new Date()): Contract[] {
  return contractsByAsset(now)[assetId] ?? horizonteContracts(assetId, now) ?? [];
}
