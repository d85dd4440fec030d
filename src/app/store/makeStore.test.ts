// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialSessionState, physicalAssetSelected, sessionEnded, sessionStarted, userUpdated } from '@/entities/session';
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
  it('has the session, selectedAsset and settings slices with their defaults (no mode chosen: the device\'s rules)', () => {
    const state = makeStore().getState();
    expect(state.session).toEqual(initialSessionState);
    expect(state.session.status).toBe('initialising');
    expect(state.selectedAsset).toEqual({ physicalAssetsSelected: null });
    expect(state.settings).not.toHaveProperty('themeMode');
    expect(state.settings).toEqual({
      themeDirection: 'ltr',
      themeContrast: 'default',
      themeLayout: 'vertical',
      themeColorPresets: 'default',
      themeStretch: false,
    });
  });

  it('starts on the preferred unit when owned, else the first; keeps a still-owned choice on update', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 't', user, keepConnected: false }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('a1');
    store.dispatch(sessionStarted({ token: 't', user, keepConnected: false, preferredAssetId: 'a2' }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('a2');
    store.dispatch(sessionStarted({ token: 't', user, keepConnected: false, preferredAssetId: 'gone' }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('a1');
    store.dispatch(physicalAssetSelected('a2'));
    store.dispatch(userUpdated({ ...user }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBe('a2');
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(store.getState().selectedAsset.physicalAssetsSelected).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });
});
