import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { signedInAs } from '@test/session';
// Through the slice's public API, as the home's 'Alertas' will reach it.
import { useEnergyRisks } from '@/entities/energy-management';

async function risksOf(physicalAssetId: string) {
  const { preloadedState } = await signedInAs();
  const store = makeStore(preloadedState);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(() => useEnergyRisks(physicalAssetId), { wrapper });
  await waitFor(() => expect(view.result.current.risks).not.toBeNull());
  return view.result.current.risks!;
}

describe('useEnergyRisks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T15:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("Fábrica Contagem: above its band and under 0,92 in the mornings; last month's 258,0 kW is within tolerance", async () => {
    const risks = await risksOf('ua-fabrica-contagem');
    expect(risks.alerts.map((alert) => alert.kind)).toEqual(['above', 'powerFactor']);
    expect(risks.alerts[0]!.amount).toBeGreaterThan(risks.alerts[1]!.amount);
    expect(risks.lastClosedPeak?.kw).toBe(258);
    expect(risks.demandCharge).toBe(0);
    expect(risks.position).toMatchObject({ month: '2026-12', position: 'above', measuredUntil: '2026-12-05', closed: false });
  });

  it("Loja Centro: last month's 84,0 kW overrun, R$ 693,00, and nothing else", async () => {
    const risks = await risksOf('ua-loja-centro');
    expect(risks.alerts).toEqual([{ kind: 'demand', title: 'Ultrapassagem de demanda', amount: 693, month: '2026-11' }]);
    expect(risks.position?.position).toBe('inside');
  });

  it('asks nothing without a unit', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useEnergyRisks(null), { wrapper });
    expect(result.current).toEqual({ risks: null, isFetching: false, isError: false, retry: expect.any(Function) });
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});
