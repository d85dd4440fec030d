import { selectSelectedAssetId, selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/model';

/** Name of the selected asset, or null when the user has none. */
export const useSelectedAssetName = (): string | null => {
  const user = useAppSelector(selectUser);
  const selectedId = useAppSelector(selectSelectedAssetId);
  return user?.physicalAssets.find((asset) => asset.id === selectedId)?.name ?? null;
};
