import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/model';
import { selectIsAuthenticated, selectUser, sessionEnded, sessionJoining, sessionStarted, userUpdated } from './sessionSlice';
import type { PhysicalAsset, User } from './types';

/** The unit in use, by id: `physicalAssetsSelected` is the spec's name, which QA reads in Redux DevTools. */
type SelectedAssetState = { physicalAssetsSelected: string | null };

const initialState: SelectedAssetState = { physicalAssetsSelected: null };

/** Keeps the wanted unit when the user owns it, else falls back to the first asset (spec §3). */
const reconcile = (wanted: string | null | undefined, user: User | null): string | null =>
  user?.physicalAssets.some((asset) => asset.id === wanted) ? (wanted ?? null) : (user?.physicalAssets[0]?.id ?? null);

export const selectedAssetSlice = createSlice({
  name: 'selectedAsset',
  initialState,
  reducers: {
    physicalAssetSelected: (state, action: PayloadAction<string>) => {
      state.physicalAssetsSelected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (_state, action) => ({
        physicalAssetsSelected: reconcile(action.payload.preferredAssetId, action.payload.user),
      }))
      .addCase(userUpdated, (state, action) => {
        state.physicalAssetsSelected = reconcile(state.physicalAssetsSelected, action.payload);
      })
      .addCase(sessionEnded, () => initialState)
      .addCase(sessionJoining, () => initialState);
  },
  selectors: {
    selectSelectedAssetId: (state) => state.physicalAssetsSelected,
  },
});

export const { physicalAssetSelected } = selectedAssetSlice.actions;
export const { selectSelectedAssetId } = selectedAssetSlice.selectors;

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
