import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionJoining, sessionStarted, userUpdated } from './sessionSlice';
import type { User } from './types';

/**
 * The unit in use, by id, in its one home; the hooks every screen reads and changes it through are in useSelectedUnit.ts,
 * which only the customer area's code loads. `physicalAssetsSelected` is the spec's name, which QA reads in Redux DevTools.
 */
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
