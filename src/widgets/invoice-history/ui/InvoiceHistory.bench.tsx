// Render benchmark (not part of `npm test`): npx vitest bench --run src/widgets/contract-overview src/widgets/invoice-history
import { cleanup, render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { bench, describe } from 'vitest';
import { makeStore } from '@/app/store';
import { invoiceApi, type Invoice } from '@/entities/invoice';
import { initialSessionState, type User } from '@/entities/session';
import { InvoiceHistory } from './InvoiceHistory';

const COUNT = 120;
const CNPJ = '11222333000181';
const PDF = 'JVBERi0xLjQKJcfsj6IK'.repeat(200);
const user: User = { displayName: 'Mariana Souza', role: 'customer', email: 'm@exemplo.com.br', cnpj: CNPJ, physicalAssets: [] };
// Ten years of monthly invoices, shuffled so the sort does real work.
const invoices: Invoice[] = Array.from({ length: COUNT }, (_, index) => {
  const year = 2016 + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    id: `fat-${year}-${month}`,
    mesFechamento: month,
    createdAt: `${year}-${String(month).padStart(2, '0')}-28T13:00:00.000Z`,
    fileNFeBase64: index % 7 === 0 ? '' : PDF,
    fileBoletoBase64: index % 5 === 0 ? '' : PDF,
  };
}).sort((a, b) => (a.id! < b.id! ? 1 : -1) * (Number(a.mesFechamento) % 2 ? 1 : -1));

const originalMatchMedia = window.matchMedia;
const setViewport = (width: number) => {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    const noop = () => undefined;
    return { matches, media: query, onchange: null, addListener: noop, removeListener: noop, addEventListener: noop, removeEventListener: noop, dispatchEvent: () => false };
  };
};

const renderOnce = (width: number) => {
  setViewport(width);
  const store = makeStore({ session: { ...initialSessionState, isInitialized: true, isAuthenticated: true, user } });
  void store.dispatch(invoiceApi.util.upsertQueryData('myInvoices', CNPJ, invoices));
  const view = render(
    <Provider store={store}>
      <ConfigProvider>
        <AntdApp>
          <InvoiceHistory />
        </AntdApp>
      </ConfigProvider>
    </Provider>,
  );
  if (!view.container.textContent?.includes('2025')) throw new Error('invoices not rendered');
  cleanup();
  window.matchMedia = originalMatchMedia;
};

describe(`InvoiceHistory with ${COUNT} invoices (jsdom)`, () => {
  bench('table (lg+, 12 rows per page, year filter)', () => renderOnce(1440), { time: 3000, warmupIterations: 2 });
  bench('month tiles (390 px, 4 tiles per slide)', () => renderOnce(390), { time: 3000, warmupIterations: 2 });
});
