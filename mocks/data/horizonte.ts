import { seededRandom } from '../lib/random';
import { STORE_CITIES, STORE_NEIGHBORHOODS, STORE_STREETS, type StoreCity } from './horizonteCities';
import type { AccountRecord, Address } from './types';

/** Decisions §9: the large business account, a supermarket chain with 240 consumption units. */
export const HORIZONTE_ACCOUNT_ID = 'acc-rede-horizonte';
const HORIZONTE_UNIT_COUNT = 240;
const UNIT_PREFIX = 'ua-horizonte-';

export type HorizonteUnit = {
  id: string;
  /** 1…240, as in 'Loja 001'. */
  number: number;
  name: string;
  address: Required<Address>;
};

/** The same shuffle on every run: Fisher–Yates over the cities, driven by a fixed seed. */
function shuffledCities(): StoreCity[] {
  const random = seededRandom('rede-horizonte:cities');
  const cities = [...STORE_CITIES];
  for (let i = cities.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [cities[i], cities[j]] = [cities[j]!, cities[i]!];
  }
  return cities;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** 'Loja 001 — São Paulo/SP' … 'Loja 240 — …', each city cycling through the shuffled list. */
function buildUnits(): HorizonteUnit[] {
  const cities = shuffledCities();
  return Array.from({ length: HORIZONTE_UNIT_COUNT }, (_, index) => {
    const number = index + 1;
    const place = cities[index % cities.length]!;
    const random = seededRandom(`rede-horizonte:unit:${number}`);
    const digits = String(Math.floor(random() * 1_000_000)).padStart(6, '0');
    return {
      id: `${UNIT_PREFIX}${String(number).padStart(3, '0')}`,
      number,
      name: `Loja ${String(number).padStart(3, '0')} — ${place.city}/${place.uf}`,
      address: {
        street: pick(STORE_STREETS, random),
        number: String(100 + Math.floor(random() * 4900)),
        neighborhood: pick(STORE_NEIGHBORHOODS, random),
        city: place.city,
        state: place.uf,
        zipcode: `${place.zip}${digits.slice(0, 3)}-${digits.slice(3)}`,
      },
    };
  });
}

/** Built once per module: the list never changes, and 240 lookups per request would be wasted work. */
export const HORIZONTE_UNITS: readonly HorizonteUnit[] = buildUnits();

const UNITS_BY_ID = new Map(HORIZONTE_UNITS.map((unit) => [unit.id, unit]));

export const horizonteUnit = (assetId: string): HorizonteUnit | undefined =>
  assetId.startsWith(UNIT_PREFIX) ? UNITS_BY_ID.get(assetId) : undefined;

export const HORIZONTE_ACCOUNT: AccountRecord = {
  id: HORIZONTE_ACCOUNT_ID,
  document: '27182818000129',
  password: 'Demo@1234',
  email: 'energia@redehorizonte.com.br',
  displayName: 'Rede Horizonte Supermercados',
  role: 'customer',
  mfaCode: null,
  companyId: 'emp-rede-horizonte',
  address: {
    street: 'Avenida das Nações Unidas',
    number: '12901',
    neighborhood: 'Brooklin Paulista',
    city: 'São Paulo',
    state: 'SP',
    zipcode: '04578-910',
  },
  assets: HORIZONTE_UNITS.map((unit) => ({
    id: unit.id,
    name: unit.name,
    profile: 'shop',
    city: unit.address.city,
    uf: unit.address.state,
  })),
};
