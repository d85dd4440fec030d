/**
 * The demo backend's accounts (decisions §2), offered on the login screen while it is on. A unit test holds this
 * list equal to the demo backend's seed, so the screen never offers an account that does not sign in.
 */
export type DemoAccount = { document: string; name: string; shows: string };

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_MFA_CODE = '123456';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { document: '11.222.333/0001-81', name: 'Mariana Souza', shows: 'cliente com 3 unidades de consumo, contratos e faturas' },
  { document: '529.982.247-25', name: 'Carlos Lima', shows: `pede o código enviado por e-mail: ${DEMO_MFA_CODE}` },
  { document: '45.723.174/0001-10', name: 'Beatriz Andrade Comércio', shows: 'gestora, 1 unidade sem contratos nem faturas' },
  { document: '27.182.818/0001-29', name: 'Rede Horizonte Supermercados', shows: 'rede com 240 lojas em todo o Brasil: veja Todas as unidades' },
];
