// Harness for scripts/bench-lists.mjs: mounts a list widget over a seeded store and times mount → painted.
import { App as AntdApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { contractApi, type Contract } from '@/entities/contract';
import { invoiceApi, type Invoice } from '@/entities/invoice';
import { initialSessionState, type User } from '@/entities/session';
import '@/shared/lib/dayjs';
import { ContractOverview } from '@/widgets/contract-overview';
import { InvoiceHistory } from '@/widgets/invoice-history';

const ASSET = 'ua-bench';
const user: User = {
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana@exemplo.com.br',
  cnpj: '11222333000181',
  address: { street: 'Avenida Afonso Pena', number: '1500', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG', zipcode: '30130-005' },
  physicalAssets: [{ id: ASSET, name: 'Loja Centro' }],
};

const makeContracts = (count: number): Contract[] =>
  Array.from({ length: count }, (_, index) => {
    const year = 2000 + (index % 30);
    return {
      id: `ct-${index}`,
      code: `AUR-${year}-${String(index).padStart(4, '0')}`,
      startDate: `${year}-${String((index % 12) + 1).padStart(2, '0')}-01`,
      endDate: `${year + 3 + (index % 4)}-12-31`,
      counterPartyName: 'Aurora Energia',
      partyProfileAcronym: 'BENCH',
      address: index % 5 === 0 ? null : { ...user.address!, number: String(index), zipcode: index % 3 === 0 ? null : '30130-005' },
    };
  });

const PDF = 'JVBERi0xLjQKJcfsj6IK'.repeat(2000);
const makeInvoices = (count: number): Invoice[] =>
  Array.from({ length: count }, (_, index) => {
    const year = 2026 - Math.floor(index / 12);
    const month = 12 - (index % 12);
    return {
      id: `fat-${year}-${month}`,
      mesFechamento: month,
      createdAt: `${year}-${String(month).padStart(2, '0')}-28T13:00:00.000Z`,
      fileNFeBase64: index % 7 === 0 ? '' : PDF,
      fileBoletoBase64: index % 5 === 0 ? '' : PDF,
    };
  }).reverse();

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** One run: seed, mount synchronously, wait for the frame to paint; returns milliseconds. */
async function run(kind: 'contracts' | 'invoices', count: number): Promise<number> {
  const store = makeStore({
    session: { ...initialSessionState, isInitialized: true, isAuthenticated: true, user },
    selectedAsset: { physicalAssetsSelected: ASSET },
  });
  if (kind === 'contracts') await store.dispatch(contractApi.util.upsertQueryData('myContracts', ASSET, makeContracts(count)));
  else await store.dispatch(invoiceApi.util.upsertQueryData('myInvoices', user.cnpj, makeInvoices(count)));
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <Provider store={store}>
        <ConfigProvider locale={ptBR}>
          <AntdApp>{kind === 'contracts' ? <ContractOverview /> : <InvoiceHistory />}</AntdApp>
        </ConfigProvider>
      </Provider>,
    ),
  );
  await nextPaint();
  const elapsed = performance.now() - start;
  const text = container.textContent ?? '';
  const ok = kind === 'contracts' ? text.includes('AUR-20') : text.includes('2026');
  root.unmount();
  if (!ok) throw new Error(`${kind}: the list did not render`);
  return elapsed;
}

(window as unknown as { __benchRun: typeof run }).__benchRun = run;
document.title = 'ready';
