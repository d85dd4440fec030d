import { describe, expect, it } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { signedInAs } from '@test/session';
// Through the slice's public API, as the pages will reach it.
import { energyApi } from '@/entities/energy-management';

describe('the energy calls', () => {
  it('GET /v1/Energy/measurements sends the unit, the period and the resolution as its query', async () => {
    await signedInAs();
    const { dispatch, requests, stop } = apiHarness();
    const request = { physicalAssetId: 'ua-loja-centro', from: '2026-11-01', to: '2026-11-02', resolution: '1h' } as const;
    const result = await dispatch(energyApi.endpoints.energyMeasurements.initiate(request));
    const [sent] = await requests();
    stop();
    expect(sent).toMatchObject({ method: 'GET', path: '/v1/Energy/measurements' });
    expect(Object.fromEntries(new URL(sent!.url).searchParams)).toEqual(request);
    expect(sent!.headers.get('X-Client-Access')).toBe('portal-web');
    expect(result.data).toMatchObject({ ...request, stepMinutes: 60 });
  });

  it('GET the demand and energy contracts of a unit', async () => {
    await signedInAs();
    const { dispatch, requests, stop } = apiHarness();
    const demand = await dispatch(energyApi.endpoints.demandContract.initiate('ua-fabrica-contagem'));
    const energy = await dispatch(energyApi.endpoints.energyContract.initiate('ua-deposito-betim'));
    const sent = await requests();
    stop();
    expect(sent.map((request) => `${request.path}?${new URL(request.url).searchParams}`)).toEqual([
      '/v1/Energy/demand-contract?physicalAssetId=ua-fabrica-contagem',
      '/v1/Energy/energy-contract?physicalAssetId=ua-deposito-betim',
    ]);
    expect(demand.data).toMatchObject({ contractedKw: 250, tolerance: 0.05, demandTariff: 38.5, reactiveTariff: 0.32 });
    expect(energy.data).toMatchObject({ physicalAssetId: 'ua-deposito-betim', contract: null });
  });

  it("surfaces the server's 400 message", async () => {
    await signedInAs();
    const { dispatch, stop } = apiHarness();
    const result = await dispatch(
      energyApi.endpoints.energyMeasurements.initiate({ physicalAssetId: 'ua-loja-centro', from: '2026-11-02', to: '2026-11-01', resolution: '1d' }),
    );
    stop();
    expect(result.error).toMatchObject({ status: 400 });
    expect(JSON.stringify(result.error)).toContain('a data inicial é posterior à final');
  });
});
