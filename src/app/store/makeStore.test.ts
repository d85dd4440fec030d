import { describe, expect, it } from 'vitest';
import { physicalAssetSelected, sessionInitialized, signedOut } from '@/entities/session';
import { makeStore } from './makeStore';

const user = {
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [
    { id: 'a1', name: 'Loja Centro' },
    { id: 'a2', name: 'Fábrica Contagem' },
  ],
};

describe('makeStore', () => {
  it('has the session, selectedAsset and settings slices with their defaults', () => {
    const state = makeStore().getState();
    expect(state.session).toEqual({ isInitialized: false, isAuthenticated: false, user: null, mfaPending: false, mfaEmail: null });
    expect(state.selectedAsset).toEqual({ physicalAssetsSelected: null });
    expect(state.settings).toEqual({
      themeMode: 'light',
      themeDirection: 'ltr',
      themeContrast: 'default',
      themeLayout: 'vertical',
      themeColorPresets: 'default',
      themeStretch: false,
    });
  });

  it('selects the first asset by default and keeps a still-owned choice', () => {
    const store = makeStore();
    store.dispatch(sessionInitialized({ user }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('a1');
    store.dispatch(physicalAssetSelected('a2'));
    store.dispatch(sessionInitialized({ user }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('a2');
    store.dispatch(signedOut());
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });
});
