import { createSelector } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { physicalAssetSelected, selectSelectedAssetId } from './selectedUnit';
import { selectIsAuthenticated, selectUser } from './sessionSlice';
import type { PhysicalAsset } from './types';

/** The signed-in user's unit in use, or null. */
const selectSelectedUnit = createSelector(
  [selectUser, selectSelectedAssetId],
  (user, id): PhysicalAsset | null => user?.physicalAssets.find((asset) => asset.id === id) ?? null,
);

/**
 * The unit's id (whenever one is chosen) and the unit itself (its name for headings and lists); `ready`: signed in and
 * a unit chosen, so the unit's calls may be made (else they wait, `skipToken`).
 */
type SelectedUnit =
  | { ready: true; id: string; unit: PhysicalAsset | null }
  | { ready: false; id: string | null; unit: PhysicalAsset | null };

/** The unit in use: every screen reads it here. */
export const useSelectedUnit = (): SelectedUnit => {
  const id = useAppSelector(selectSelectedAssetId);
  const unit = useAppSelector(selectSelectedUnit);
  const signedIn = useAppSelector(selectIsAuthenticated);
  return signedIn && id !== null ? { ready: true, id, unit } : { ready: false, id, unit };
};

/**
 * The one way to change the unit in use: the picker's 'Continuar', the unit step, 'Ver faturas' in 'Todas as unidades'
 * and Gestão's 'Ver contratos' all switch through it (decisions §9).
 */
export const useSelectUnit = () => {
  const dispatch = useAppDispatch();
  return useCallback((assetId: string) => void dispatch(physicalAssetSelected(assetId)), [dispatch]);
};
