import { selectSelectedAssetId, selectUser } from '@/entities/session';
import { unitPositionText } from '@/entities/physical-asset';
import { useAppSelector } from '@/shared/model';

/** Name of the selected asset, or null when the user has none. */
export const useSelectedAssetName = (): string | null => {
  const user = useAppSelector(selectUser);
  const selectedId = useAppSelector(selectSelectedAssetId);
  return user?.physicalAssets.find((asset) => asset.id === selectedId)?.name ?? null;
};

/** The unit in use for the header: its name, '<n> de <total>' past 10 units, and whether there is any to pick. */
export const useSelectedUnit = () => {
  const user = useAppSelector(selectUser);
  const selectedId = useAppSelector(selectSelectedAssetId);
  const assets = user?.physicalAssets ?? [];
  return {
    name: assets.find((asset) => asset.id === selectedId)?.name ?? null,
    position: unitPositionText(assets, selectedId),
    count: assets.length,
  };
};
