import { selectUser, useSelectedUnit } from '@/entities/session';
import { unitPositionText } from '@/entities/physical-asset';
import { useAppSelector } from '@/shared/model';

/** The unit in use for the header: its name, '<n> de <total>' past 10 units, and whether there is any to pick. */
export const useUnitInUse = () => {
  const assets = useAppSelector(selectUser)?.physicalAssets ?? [];
  const { id, unit } = useSelectedUnit();
  return { name: unit?.name ?? null, position: unitPositionText(assets, id), count: assets.length };
};
