import type { ProductSchemas } from '@/shared/api';
import { normalizeText } from '@/shared/lib/text';

type PhysicalAsset = ProductSchemas['PhysicalAsset'];

/** From this many units on, the current one shows where it sits in the list ('42 de 240', decisions §9). */
const POSITION_FROM = 11;

/** '<position> de <total>' for the current unit among more than 10, else null. */
export function unitPositionText(assets: readonly PhysicalAsset[], assetId: string | null | undefined): string | null {
  if (assets.length < POSITION_FROM) return null;
  const index = assets.findIndex((asset) => asset.id === assetId);
  return index < 0 ? null : `${index + 1} de ${assets.length}`;
}

export type UnitOption = { value: string; label: string; /** The name without accents or case, what the filter compares. */ search: string };

/** The picker's options, with each name normalised once rather than on every keystroke. */
export const unitOptions = (assets: readonly PhysicalAsset[]): UnitOption[] =>
  assets.map((asset) => ({ value: asset.id, label: asset.name, search: normalizeText(asset.name) }));

/** Accent- and case-free "contains" ('sao jose' finds 'São José dos Campos'). */
export const matchesUnit = (input: string, option: UnitOption | undefined): boolean =>
  Boolean(option?.search.includes(normalizeText(input.trim())));
