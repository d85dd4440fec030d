import { screen } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { server } from './demoBackend';
import { callApi } from '../mocks/testing';
import { renderApp } from './renderApp';
import { signedInAs } from './session';

/** A row of the units summary as the demo backend answers it (the test reads it apart from the page's code). */
export type SummaryRow = {
  physicalAssetId: string;
  name: string;
  city: string;
  uf: string;
  openAmount: number;
  overdueAmount: number;
  overdueCount: number;
  nextDueDate: string | null;
  savingsYear: number;
  savingsLastYear: number;
  demandMaxKw: number;
  contractedKw: number;
  position: 'inside' | 'above' | 'below' | null;
  alertCount: number;
};

export const HORIZONTE = '27182818000129';
export const MARIANA = '11222333000181';

/** The summary the demo backend gives the account, asked apart from the page. */
export const summaryOf = async (token: string) =>
  ((await (await callApi('/v1/Account/my-units-summary', { token })).json()) as { units: SummaryRow[] }).units;

/**
 * For each test: the files the page saves (URL.createObjectURL and the anchor's click), and the table's box as large
 * as a 1440×900 screen makes it (jsdom lays nothing out), so the virtual list draws the rows in its view.
 */
export function unitsTestDom() {
  const saved: { name: string; blob: Blob }[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  beforeEach(() => {
    saved.length = 0;
    let last: Blob | null = null;
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => ((last = blob), 'blob:aurora/csv')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: last! });
    });
    for (const [property, size] of Object.entries({ clientHeight: 600, clientWidth: 1060 })) {
      const real = Object.getOwnPropertyDescriptor(Element.prototype, property)!.get!;
      vi.spyOn(Element.prototype, property as 'clientHeight', 'get').mockImplementation(function (this: Element) {
        return this.getAttribute('aria-label') === 'Tabela de unidades' ? size : (real.call(this) as number);
      });
    }
    // Each drawn row measures as tall as on screen.
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!.get!;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TR' ? 49 : (offsetHeight.call(this) as number);
    });
    return () => void Object.assign(URL, original);
  });
  return saved;
}

/** Signs the account in with the demo backend and opens `url` through the app's routes, in StrictMode. */
export async function openSignedIn(url: string, document: string, answer?: Parameters<typeof server.use>[0]) {
  const { token, preloadedState } = await signedInAs(document);
  const units = await summaryOf(token);
  if (answer) server.use(answer);
  const view = await renderApp(url, { preloadedState });
  return { ...view, units, token };
}

/** Opens 'Todas as unidades' at `url` (its filters in the address) once its heading shows. */
export async function openUnits(url = '/dashboard/units', document = HORIZONTE, answer?: Parameters<typeof server.use>[0]) {
  const view = await openSignedIn(url, document, answer);
  await screen.findByRole('heading', { level: 1, name: 'Todas as unidades' }, { timeout: 15_000 });
  return view;
}

const brlFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const brl = (value: number) => brlFormat.format(value);
/** The sum in whole cents, as a person adding the rows' amounts would get it. */
export const sumOf = (units: readonly SummaryRow[], pick: (unit: SummaryRow) => number) =>
  units.reduce((total, unit) => total + Math.round(pick(unit) * 100), 0) / 100;
export const countOf = (units: readonly SummaryRow[], pick: (unit: SummaryRow) => number) => units.reduce((total, unit) => total + pick(unit), 0);

// Plain selectors over the 240 rows: role queries walk the whole table in jsdom, seconds per query.
export const table = () => document.querySelector('table') as HTMLTableElement;
export const bodyRows = () => [...table().querySelectorAll('tbody tr:not([aria-hidden])')] as HTMLElement[];
export const names = () => bodyRows().map((row) => row.querySelector('th')!.textContent);
export const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
export const totalRow = () => table().querySelector('tfoot tr') as HTMLElement;
export const totalCells = () => cellsOf(totalRow());
export const header = (name: string) => [...table().querySelectorAll('thead th')].find((th) => th.textContent === name) as HTMLElement;
/** How many units the table holds (drawn or not): its rows less the header and the total. */
export const rowCount = () => Number(table().getAttribute('aria-rowcount')) - 2;
/** The column titles, in order. */
export const headers = () => [...table().querySelectorAll('thead th')].map((th) => th.textContent);
/** The cell of `column` in a row of cells (the row's header, the unit's name, is not among them). */
export const cellIn = (cells: (string | null)[], column: string) => cells[headers().indexOf(column) - 1];

/** A saved CSV's lines, without the BOM. */
export const csvLines = async (file: { blob: Blob }) => (await file.blob.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
