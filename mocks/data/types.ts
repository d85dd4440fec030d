type Role = 'customer' | 'manager';

export type Address = {
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
  zipcode?: string;
};

/** Consumption profile that shapes the generated reports. */
export type AssetProfile = 'shop' | 'factory' | 'warehouse' | 'rural';

/** A consumption unit: `city` and `uf` feed 'Todas as unidades' (decisions §9). */
type AssetRecord = { id: string; name: string; profile: AssetProfile; city: string; uf: string };

export type AccountRecord = {
  id: string;
  /** CPF or CNPJ without mask punctuation, letters upper-cased. */
  document: string;
  password: string;
  email: string;
  displayName: string;
  role: Role;
  /** E-mail code for accounts with MFA; null when MFA is off. */
  mfaCode: string | null;
  companyId: string;
  address: Required<Address>;
  assets: AssetRecord[];
};

/** Wire shape of the user returned by login, MFA, register and my-account. */
export type User = {
  id: string;
  displayName: string;
  photoURL: string | null;
  role: Role;
  email: string;
  cnpj: string;
  address: Required<Address>;
  physicalAssets: { id: string; name: string }[];
};

export type Contract = {
  id: string;
  code: string;
  startDate: string;
  endDate: string;
  counterPartyName: string;
  partyProfileAcronym: string;
  address: Address;
};

export type Invoice = {
  id: string;
  mesFechamento: number;
  createdAt: string;
  fileNFeBase64: string;
  fileBoletoBase64: string;
  /** Decisions §8, optional on the wire: amount in BRL, due and payment dates ('YYYY-MM-DD'), payment codes. */
  valor?: number;
  vencimento?: string;
  dataPagamento?: string | null;
  linhaDigitavel?: string;
  pixCopiaECola?: string;
  /** Decisions §9: the consumption unit billed. */
  physicalAssetId?: string;
};

export type EconomicReport = {
  companyId: string;
  energyBalance: { dailyConsumptionChart: { day: number; consumed: number }[] };
  yearlyEconomyChart: { reference: string; acr: number; acl: number; result: number }[];
};
