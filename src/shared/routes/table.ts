// The route table: every screen of the portal, once. The router, the menus, search, the tab's title, analytics, the
// end-to-end sweeps and the bundle budgets read it. A new screen is an entry here and a slice under src/pages/.
// Plain data: Playwright and scripts/size.mjs read it in Node; the app reads its routes through `@/shared/routes` and
// the menus their part (build/routeTable.ts keeps the menus' part out of every page's start).
import type { Area, RouteEntry } from './types';

/** Each area's frame: the widget slice whose index.ts exports it as `<PascalCase slice>Layout`. */
export const AREAS = {
  public: { layout: 'public-site' },
  auth: { layout: 'auth-card' },
  // Every screen here is a signed-in customer's: the layout's guard sends others to the login.
  dashboard: { layout: 'dashboard-shell', access: 'signedIn' },
} as const satisfies Record<Area, { layout: string; access?: 'signedIn' }>;

/** The side menu's sections (spec §2 "Navigation entries"), in order; `searchOnly`: offered by search alone. */
export const NAV_SECTIONS: Readonly<Record<string, { title: string; searchOnly?: boolean }>> = {
  overview: { title: 'Visão geral' },
  energy: { title: 'Energia' },
  energyManagement: { title: 'Gestão de energia' },
  admin: { title: 'Administração' },
  support: { title: 'Suporte' },
  // The avatar menu's account pages.
  account: { title: 'Conta', searchOnly: true },
};

/** Entries that expand into their children in the side menu; a group opens on its first child's path. */
export const NAV_GROUPS: Readonly<Record<string, { label: string; icon: string }>> = {
  contract: { label: 'contrato', icon: 'FileTextOutlined' },
};

/** The phone menu's sections (spec §2 "Mobile menu sections"), in order. */
export const PHONE_SECTIONS: Readonly<Record<string, string>> = {
  profile: 'Perfil',
  contract: 'Contrato',
  economy: 'Relatório de Economia',
  daily: 'Relatório de Medição',
  overview: 'Visão geral',
  energyManagement: 'Gestão de energia',
  management: 'Gestão',
};

const site = { area: 'public', access: 'anyone' } as const;
const customer = { area: 'dashboard', access: 'signedIn' } as const;

/** Spec §2's routes and decisions §9's, in the order the menus and the sweeps list them. */
export const ROUTES = {
  home: { ...site, path: '/', page: 'home', title: null, heading: null, budget: { kb: 160 }, prerender: {} },
  cookies: { ...site, path: '/cookies', page: 'cookies', title: 'Aviso de Cookies', prerender: {} },
  cookiesAlias: { ...site, path: '/aviso-de-cookies', page: 'cookies', title: 'Aviso de Cookies', prerender: {} },
  privacy: { ...site, path: '/aviso-de-privacidade', page: 'privacy', title: 'Aviso de Privacidade', prerender: {} },
  customerService: {
    ...site, path: '/canal-atendimento-cliente', page: 'customer-service', title: 'Canal de Atendimento ao Cliente', prerender: {},
  },

  auth: { area: 'auth', path: '/auth', redirect: '/auth/login' },
  login: {
    area: 'auth', access: 'signIn', path: '/auth/login', page: 'login', title: 'Entrar', heading: 'Área do cliente',
    budget: { kb: 170 }, prerender: { codeWithStart: true },
  },
  resetPassword: {
    area: 'auth', access: 'guest', path: '/auth/reset-password', page: 'reset-password', title: 'Esqueceu sua senha?',
    prerender: { codeWithStart: true },
  },
  firstAccess: {
    area: 'auth', access: 'guest', path: '/auth/first-access', page: 'first-access', title: 'Primeiro Acesso',
    prerender: { codeWithStart: true },
  },
  newPassword: {
    area: 'auth', access: 'guest', path: '/auth/new-password/:email/:code', page: 'new-password', title: 'Crie uma nova senha',
  },
  verify: {
    area: 'auth', access: 'codeStep', path: '/auth/verify/:email', page: 'verify', title: 'Verificação em duas etapas',
  },
  consumptionUnit: {
    area: 'auth', access: 'signedIn', path: '/auth/consumption-unit', page: 'consumption-unit', title: 'Unidade de consumo',
  },

  dashboard: { area: 'dashboard', path: '/dashboard', redirect: '/dashboard/app' },
  app: {
    ...customer, path: '/dashboard/app', page: 'dashboard-home', title: 'Início', heading: null, back: null,
    icon: 'HomeOutlined', nav: { section: 'overview', label: 'home' }, budget: { kb: 280, files: 30 },
  },
  contracts: {
    ...customer, path: '/dashboard/contract', page: 'contracts', title: 'Contrato de Adesão', icon: 'FileTextOutlined',
    nav: { section: 'energy', group: 'contract', caption: 'Contratos da unidade selecionada' },
    phone: { section: 'contract', label: 'Ver contrato' },
    keywords: ['contrato', 'adesão', 'PDF do contrato'],
    budget: {},
  },
  invoices: {
    ...customer, path: '/dashboard/invoice', page: 'invoices', title: 'Fatura', icon: 'AuditOutlined',
    nav: { section: 'energy', group: 'contract', caption: 'Nota fiscal e boleto' },
    phone: { section: 'contract', label: 'Ver fatura' },
    keywords: [
      'pix', 'boleto', 'segunda via', '2ª via', 'pagar', 'pagamento', 'conta de luz', 'conta de energia', 'código de barras',
      'nota fiscal', 'vencimento',
    ],
    budget: {},
  },
  units: {
    ...customer, path: '/dashboard/units', page: 'units', title: 'Todas as unidades', icon: 'ClusterOutlined', minUnits: 2,
    nav: { section: 'overview', caption: 'Em aberto, vencimentos e economia de cada unidade' },
    phone: { section: 'overview' },
  },
  // The spec's aliases of the app home: its page, opened on the report they name.
  economy: {
    ...customer, path: '/dashboard/economy', page: 'dashboard-home', title: 'Relatório de Economia', heading: null, icon: 'RiseOutlined',
    nav: { section: 'energy', caption: 'Economia anual: ACR x ACL' },
    phone: { section: 'economy', label: 'Ver relatório de economia' },
    keywords: ['economia', 'quanto economizei', 'mercado livre', 'mercado cativo', 'ACL', 'ACR'],
  },
  daily: {
    ...customer, path: '/dashboard/daily', page: 'dashboard-home', title: 'Relatório de Medição', heading: null, icon: 'LineChartOutlined',
    nav: { section: 'energy', caption: 'Consumo diário em kWh' },
    phone: { section: 'daily', label: 'Ver relatório de medição' },
    keywords: ['consumo', 'kWh', 'medição', 'medidor', 'leitura', 'energia consumida'],
  },
  loadCurve: {
    ...customer, path: '/dashboard/load-curve', page: 'load-curve', title: 'Curva de carga', icon: 'AreaChartOutlined',
    nav: { section: 'energyManagement', caption: 'Demanda a cada 15 minutos e fator de potência' },
    phone: { section: 'energyManagement' },
    keywords: ['curva', 'carga', 'demanda', 'ultrapassagem', 'reativo', 'fator de potência'],
    budget: { pageKb: 40 },
  },
  user: { area: 'dashboard', path: '/dashboard/user', redirect: '/dashboard/user/account' },
  contractPosition: {
    ...customer, path: '/dashboard/contract-position', page: 'contract-position', title: 'Posição do contrato', icon: 'FundOutlined',
    nav: { section: 'energyManagement', caption: 'Consumo do mês contra a faixa do contrato' },
    phone: { section: 'energyManagement' },
    keywords: ['posição', 'contrato de energia', 'faixa', 'flexibilidade', 'projeção', 'MWh', 'valor em risco'],
    budget: { pageKb: 30 },
  },
  account: {
    ...customer, path: '/dashboard/user/account', page: 'account', title: 'Dados Cadastrais', icon: 'IdcardOutlined',
    nav: { section: 'account' }, phone: { section: 'profile' },
    keywords: ['unidade', 'unidade de consumo', 'trocar unidade', 'endereço', 'CNPJ', 'CPF', 'cadastro'],
  },
  profile: {
    ...customer, path: '/dashboard/user/profile', page: 'user-profile', title: 'Perfil', icon: 'UserOutlined', nav: { section: 'account' },
  },
  userEdit: {
    ...customer, path: '/dashboard/user/:id/edit', page: 'user-edit', title: 'Editar dados do usuário',
  },
  management: {
    ...customer, path: '/dashboard/management', page: 'management', title: 'Gestão', icon: 'ApartmentOutlined', roles: ['manager'],
    nav: { section: 'admin', info: 'Gestor' },
    phone: { section: 'management', label: 'Ver unidades da conta' },
  },
  supportChat: {
    title: 'Atendimento por WhatsApp', icon: 'WhatsAppOutlined', external: 'https://wa.me/{supportPhone}',
    nav: { section: 'support', caption: 'Abre em uma nova janela' },
  },

  // Unknown paths land here, inside the site's frame: its header and footer lead back.
  notFound: { ...site, path: '/404', page: 'not-found', title: 'Página não encontrada' },
  unknown: { path: '*', redirect: '/404' },
} as const satisfies Record<string, RouteEntry>;
