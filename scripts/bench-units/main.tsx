// Harness for scripts/bench-units.mjs: mounts each view over a store that already holds the demo's data (the
// 240-store chain of mocks/), and times what the budgets of docs/units.md name.
import { App as AntdApp, ConfigProvider, Table } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/store';
import { invoiceApi } from '@/entities/invoice';
import { initialSessionState, type User } from '@/entities/session';
import { AssetPickerModal } from '@/features/asset-picker';
import { UnitsPage } from '@/pages/units';
import { baseApi } from '@/shared/api';
import '@/shared/lib/dayjs';
import { ToastProvider } from '@/shared/ui/toast';
import { InvoiceHistory } from '@/widgets/invoice-history';
import { HORIZONTE_ACCOUNT } from '../../mocks/data/horizonte';
import { invoicePlansOf, unitInvoices } from '../../mocks/data/invoices';
import { unitsSummary } from '../../mocks/data/unitsSummary';

const NOW = new Date();
const user: User = {
  displayName: HORIZONTE_ACCOUNT.displayName,
  role: 'customer',
  email: HORIZONTE_ACCOUNT.email,
  cnpj: HORIZONTE_ACCOUNT.document,
  address: HORIZONTE_ACCOUNT.address,
  physicalAssets: HORIZONTE_ACCOUNT.assets.map(({ id, name }) => ({ id, name })),
};
const UNIT = user.physicalAssets[41]!.id;
const SUMMARY = unitsSummary(HORIZONTE_ACCOUNT, NOW);
const INVOICES = unitInvoices(invoicePlansOf(HORIZONTE_ACCOUNT.id).find((plan) => plan.assetId === UNIT)!, NOW, { files: true, codes: true });

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Frames until the view has drawn its rows (a virtual list draws them once it knows its box), then that paint. */
const paintedRows = async (selector: string) => {
  for (let frames = 0; frames < 60 && !container().querySelector(selector); frames += 1) await nextPaint();
  await nextPaint();
};
const container = () => document.getElementById('root')!;

const storeWithData = async () => {
  const store = makeStore({
    session: { ...initialSessionState, status: 'signedIn', user } as never,
    selectedAsset: { physicalAssetsSelected: UNIT },
  });
  // The page injects this endpoint into the one base API; its types stay inside the page's slice.
  await store.dispatch(baseApi.util.upsertQueryData('myUnitsSummary' as never, undefined as never, SUMMARY as never));
  await store.dispatch(invoiceApi.util.upsertQueryData('myInvoices', { cnpj: user.cnpj, physicalAssetId: UNIT }, INVOICES));
  return store;
};

type Case = 'units' | 'units-antd-table' | 'invoices';

/** The alternative measured against: antd's Table drawing the same 240 rows, every row at once. */
const AntdUnits = () => (
  <Table
    rowKey="physicalAssetId"
    dataSource={SUMMARY}
    pagination={false}
    columns={['name', 'city', 'openAmount', 'overdueCount', 'nextDueDate', 'savingsYear'].map((key) => ({ key, dataIndex: key, title: key, sorter: true }))}
  />
);

/** Mount → first painted frame, in ms. */
async function mount(kind: Case): Promise<number> {
  const store = await storeWithData();
  const root = createRoot(container());
  const view = kind === 'units' ? <UnitsPage /> : kind === 'invoices' ? <InvoiceHistory titleLevel={1} /> : <AntdUnits />;
  const start = performance.now();
  flushSync(() =>
    root.render(
      <Provider store={store}>
        <ConfigProvider locale={ptBR}>
          <AntdApp>
            <ToastProvider>
              <MemoryRouter>{view}</MemoryRouter>
            </ToastProvider>
          </AntdApp>
        </ConfigProvider>
      </Provider>,
    ),
  );
  await paintedRows(kind === 'units' ? 'tbody tr[aria-rowindex]' : kind === 'invoices' ? 'main, section' : 'tbody tr');
  const elapsed = performance.now() - start;
  const rows = kind === 'units' ? Number(container().querySelector('table')?.getAttribute('aria-rowcount')) - 2 : container().querySelectorAll('tbody tr').length;
  const text = container().textContent ?? '';
  root.unmount();
  if (kind !== 'invoices' && rows < 240) throw new Error(`${kind}: ${rows} rows`);
  if (kind === 'invoices' && !text.includes('Faturas de Loja 042')) throw new Error('invoices: the unit did not render');
  if (kind === 'units' && !text.includes('Loja 001')) throw new Error('units: the first rows did not render');
  return elapsed;
}

let picker: Root | null = null;
/** Opens the picker on the chain (240 units) and leaves it open for the keystrokes. */
async function openPicker(): Promise<void> {
  const store = await storeWithData();
  picker = createRoot(container());
  picker.render(
    <Provider store={store}>
      <ConfigProvider locale={ptBR}>
        <AssetPickerModal open onClose={() => undefined} />
      </ConfigProvider>
    </Provider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
}

/** One keystroke in the picker's search: the input's new text → the filtered list painted, in ms. */
async function keystroke(text: string): Promise<number> {
  const input = document.querySelector<HTMLInputElement>('[role="combobox"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const start = performance.now();
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextPaint();
  return performance.now() - start;
}

const closePicker = () => {
  picker?.unmount();
  picker = null;
  baseApi.util.resetApiState();
};

Object.assign(window, { __bench: { mount, openPicker, keystroke, closePicker } });
document.title = 'ready';
