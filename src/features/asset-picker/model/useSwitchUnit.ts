import { physicalAssetSelected } from '@/entities/session';
import { useAppDispatch } from '@/shared/model';

/**
 * How the portal switches unit: the picker's 'Continuar' and 'Todas as unidades' ('Ver faturas') both call this,
 * so a switch from either place is the same action (decisions §9).
 */
export function useSwitchUnit() {
  const dispatch = useAppDispatch();
  return (assetId: string) => {
    dispatch(physicalAssetSelected(assetId));
  };
}
