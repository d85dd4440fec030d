// Render benchmark (not part of `npm test`): npx vitest bench --run src/widgets/contract-overview src/widgets/invoice-history
import { cleanup, render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { bench, describe } from 'vitest';
import { makeStore } from '@/app/store';
import { contractApi, type Contract } from '@/entities/contract';
import { initialSessionState, type User } from '@/entities/session';
import { ContractOverview } from './ContractOverview';

const COUNT = 500;
const ASSET = 'ua-bench';
const user: User = {
  displayName: 'Mariana Souza',
  role: 'customer',
  email: 'mariana@exemplo.com.br',
  cnpj: '11222333000181',
  address: { street: 'Avenida Afonso Pena', number: '1500', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG', zipcode: '30130-005' },
  physicalAssets: [{ id: ASSET, name: 'Loja Centro' }],
};
const contracts: Contract[] = Array.from({ length: COUNT }, (_, index) => {
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

/** A store whose cache already holds the 500 contracts, so only rendering is measured. */
const seededStore = () => {
  const store = makeStore({
    session: { ...initialSessionState, isInitialized: true, isAuthenticated: true, user },
    selectedAsset: { physicalAssetsSelected: ASSET },
  });
  void store.dispatch(contractApi.util.upsertQueryData('myContracts', ASSET, contracts));
  return store;
};

const renderOnce = (width: number) => {
  setViewport(width);
  const store = seededStore();
  const view = render(
    <Provider store={store}>
      <ConfigProvider>
        <AntdApp>
          <ContractOverview />
        </AntdApp>
      </ConfigProvider>
    </Provider>,
  );
  // The first row (or card) must be on screen: the list really rendered.
  if (!view.container.textContent?.includes('AUR-2029')) throw new Error('contracts not rendered');
  cleanup();
  window.matchMedia = originalMatchMedia;
};

describe(`ContractOverview with ${COUNT} contracts (jsdom)`, () => {
  bench('table (lg+, 10 rows per page)', () => renderOnce(1440), { time: 3000, warmupIterations: 2 });
  bench('carousel (390 px, one card per view)', () => renderOnce(390), { time: 3000, warmupIterations: 2 });
});
