import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/api';
import { sessionInitialized, signedIn, signedOut, userUpdated } from './sessionSlice';
import type { User } from './types';

export type SelectedAssetState = { physicalAssetsSelected: string | null };

const initialState: SelectedAssetState = { physicalAssetsSelected: null };

const firstAssetId = (user: User | null): string | null => user?.physicalAssets[0]?.id ?? null;

/** Keeps the current choice when the user still owns it, else falls back to the first asset. */
const reconcile = (current: string | null, user: User | null): string | null =>
  user?.physicalAssets.some((asset) => asset.id === current) ? current : firstAssetId(user);

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
      .addCase(sessionInitialized, (state, action) => {
        state.physicalAssetsSelected = reconcile(state.physicalAssetsSelected, action.payload.user);
      })
      .addCase(signedIn, (_state, action) => ({ physicalAssetsSelected: firstAssetId(action.payload.user) }))
      .addCase(userUpdated, (state, action) => {
        state.physicalAssetsSelected = reconcile(state.physicalAssetsSelected, action.payload);
      })
      .addCase(signedOut, () => initialState)
      .addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectSelectedAssetId: (state) => state.physicalAssetsSelected,
  },
});

export const { physicalAssetSelected } = selectedAssetSlice.actions;
export const { selectSelectedAssetId } = selectedAssetSlice.selectors;
