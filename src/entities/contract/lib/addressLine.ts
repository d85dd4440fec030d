import type { Address } from '@/entities/session/@x/contract';
import type { Contract } from '../model/types';

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** Spec §2: street, number, neighborhood, city, state, and ' - CEP {zipcode}' only when there is one. */
export function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  const parts = [address.street, address.number, address.neighborhood, address.city, address.state].map(clean).filter(Boolean);
  const zipcode = clean(address.zipcode);
  return `${parts.join(', ')}${zipcode ? ` - CEP ${zipcode}` : ''}`;
}

/** The contract's own supply address; the account address only when the contract has none. */
export function contractAddressLine(contract: Pick<Contract, 'address'>, fallback?: Address | null): string {
  return addressLine(contract.address ?? fallback);
}
