import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { useSelectedUnit, useSelectUnit } from './useSelectedUnit';
import { sessionEnded, sessionStarted } from './sessionSlice';
import type { User } from './types';

const user: User = {
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana.souza@exemplo.com.br',
  cnpj: '11222333000181',
  physicalAssets: [
    { id: 'a1', name: 'Loja Centro' },
    { id: 'a2', name: 'Fábrica Contagem' },
  ],
};

const harness = () => {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => ({ selected: useSelectedUnit(), select: useSelectUnit() }), { wrapper });
  return { store, result };
};

describe('the selected unit, in one place', () => {
  it('is not ready until a customer is signed in with a unit; then it names the unit', () => {
    const { store, result } = harness();
    expect(result.current.selected).toEqual({ ready: false, id: null, unit: null });
    act(() => void store.dispatch(sessionStarted({ token: 't', user, keepConnected: false })));
    expect(result.current.selected).toEqual({ ready: true, id: 'a1', unit: { id: 'a1', name: 'Loja Centro' } });
    act(() => void store.dispatch(sessionEnded({ reason: 'logout' })));
    expect(result.current.selected.ready).toBe(false);
  });

  it("changes through useSelectUnit, in the spec's state field QA reads in DevTools", () => {
    const { store, result } = harness();
    act(() => void store.dispatch(sessionStarted({ token: 't', user, keepConnected: false })));
    act(() => result.current.select('a2'));
    expect(store.getState().selectedAsset).toEqual({ physicalAssetsSelected: 'a2' });
    expect(result.current.selected.unit?.name).toBe('Fábrica Contagem');
  });
});
