import { screen } from '@testing-library/react';
import type { Measurements } from '@/entities/energy-management';
import { ROUTES } from '@/shared/routes';
import { callApi } from '../../../../mocks/testing';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

/**
 * The page tests' day: 6 Dec 2026, 12:00 in São Paulo. Measurements run to the 5th ('Medições até 05/12/2026'); the
 * previous month is November 2026, when Loja Centro peaked at 84,0 kW on the 14th at 18:45 (decisions §10).
 */
export const TODAY = new Date('2026-12-06T15:00:00Z');

/** IntersectionObserver that puts every chart slot near the viewport at once. */
export class NearObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

/** Mariana signed in with the demo backend, `unit` in use, and the page opened at `query` through the app's routes. */
export async function openLoadCurve(query = '', unit = 'ua-loja-centro', document = '11222333000181') {
  const { token, preloadedState } = await signedInAs(document);
  const view = await renderApp(`${ROUTES.loadCurve.path}${query}`, { preloadedState: { ...preloadedState, selectedAsset: { physicalAssetsSelected: unit } } });
  await screen.findByRole('heading', { level: 1, name: 'Curva de carga' }, { timeout: 15_000 });
  return { ...view, token };
}

/** The demo backend's own answer, asked directly: the oracle the page's figures are checked against. */
export async function served(token: string, unit: string, from: string, to: string, resolution = '15m'): Promise<Measurements> {
  const answer = await callApi(`/v1/Energy/measurements?physicalAssetId=${unit}&from=${from}&to=${to}&resolution=${resolution}`, { token });
  return (await answer.json()) as Measurements;
}

/**
 * What the demand chart's SVG draws: the key its box is marked with, the peak hours shaded ('1080-1260' in minutes
 * from the period's start), the contracted and 105 % lines' kW, each line's points kept, and the peak marked.
 */
export function demandMarks() {
  const chart = screen.getByTestId('grafico-curva-de-carga');
  const all = (selector: string) => [...chart.querySelectorAll(selector)];
  const peak = chart.querySelector('[data-series="peak"]');
  return {
    drawn: chart.querySelector<HTMLElement>('[data-drawn]')?.dataset.drawn,
    ranges: all('[data-range]').map((range) => range.getAttribute('data-range')),
    contract: all('line[data-kw]').map((line) => Number(line.getAttribute('data-kw'))),
    lines: Object.fromEntries(all('path[data-series]').map((path) => [path.getAttribute('data-series'), Number(path.getAttribute('data-points'))])),
    peak: peak ? { kw: Number(peak.getAttribute('data-kw')), x: Number(peak.getAttribute('data-x')) } : null,
  };
}

/** What the page handed the (stand-in) G2 chart of `testId` last ('Fator de potência'): its marks by type. */
export const marksOf = (props: Record<string, unknown>) => props.children as { type: string; data: unknown[] }[];
