import { HORIZONTE_ACCOUNT } from './horizonte';
import type { AccountRecord } from './types';

const DEMO_PASSWORD = 'Demo@1234';
const DEMO_MFA_CODE = '123456';
/** Code that the (pretend) reset e-mail carries: /auth/new-password/{email}/654321. */
export const DEMO_RESET_CODE = '654321';

export const ASSET_IDS = {
  lojaCentro: 'ua-loja-centro',
  fabricaContagem: 'ua-fabrica-contagem',
  depositoBetim: 'ua-deposito-betim',
  sitioBoaEsperanca: 'ua-sitio-boa-esperanca',
  lojaSavassi: 'ua-loja-savassi',
} as const;

/** The demo accounts of decisions §2 and §9; resetDb clones them so changes never leak into the seed. */
export const SEED_ACCOUNTS: readonly AccountRecord[] = [
  {
    id: 'acc-mariana-souza',
    document: '11222333000181',
    password: DEMO_PASSWORD,
    email: 'mariana.souza@exemplo.com.br',
    displayName: 'Mariana Souza',
    role: 'customer',
    mfaCode: null,
    companyId: 'emp-souza-alimentos',
    address: {
      street: 'Avenida Afonso Pena',
      number: '1500',
      neighborhood: 'Centro',
      city: 'Belo Horizonte',
      state: 'MG',
      zipcode: '30130-005',
    },
    assets: [
      { id: ASSET_IDS.lojaCentro, name: 'Loja Centro', profile: 'shop', city: 'Belo Horizonte', uf: 'MG' },
      { id: ASSET_IDS.fabricaContagem, name: 'Fábrica Contagem', profile: 'factory', city: 'Contagem', uf: 'MG' },
      { id: ASSET_IDS.depositoBetim, name: 'Depósito Betim', profile: 'warehouse', city: 'Betim', uf: 'MG' },
    ],
  },
  {
    id: 'acc-carlos-lima',
    document: '52998224725',
    password: DEMO_PASSWORD,
    email: 'carlos.lima@exemplo.com.br',
    displayName: 'Carlos Lima',
    role: 'customer',
    mfaCode: DEMO_MFA_CODE,
    companyId: 'emp-carlos-lima',
    address: {
      street: 'Estrada da Boa Esperança',
      number: 's/n',
      neighborhood: 'Zona Rural',
      city: 'Igarapé',
      state: 'MG',
      zipcode: '32900-000',
    },
    assets: [{ id: ASSET_IDS.sitioBoaEsperanca, name: 'Sítio Boa Esperança', profile: 'rural', city: 'Igarapé', uf: 'MG' }],
  },
  {
    id: 'acc-beatriz-andrade',
    document: '45723174000110',
    password: DEMO_PASSWORD,
    email: 'beatriz.andrade@exemplo.com.br',
    displayName: 'Beatriz Andrade Comércio',
    role: 'manager',
    mfaCode: null,
    companyId: 'emp-andrade-comercio',
    address: {
      street: 'Rua Pernambuco',
      number: '1000',
      neighborhood: 'Savassi',
      city: 'Belo Horizonte',
      state: 'MG',
      zipcode: '30130-151',
    },
    assets: [{ id: ASSET_IDS.lojaSavassi, name: 'Loja Savassi', profile: 'shop', city: 'Belo Horizonte', uf: 'MG' }],
  },
  HORIZONTE_ACCOUNT,
];
