import {
  ApartmentOutlined,
  AuditOutlined,
  ClusterOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  RiseOutlined,
  UserOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { buildTimeConfig, MANAGER_ROLES, PATHS } from '@/shared/config';

/** Navigation item of spec §3; `roles` lists who may see it (no list: everyone). */
export type NavItem = {
  title: string;
  path: string;
  icon?: ReactNode;
  children?: NavItem[];
  disabled?: boolean;
  caption?: string;
  info?: ReactNode;
  roles?: readonly string[];
  /** Shown only to accounts with at least this many consumption units. */
  minUnits?: number;
};

export type NavSection = { subheader: string; items: NavItem[] };

/** Decisions §9: every unit at a glance, for accounts with more than one unit. */
const ALL_UNITS: NavItem = {
  title: 'Todas as unidades',
  path: PATHS.dashboard.units,
  icon: <ClusterOutlined />,
  caption: 'Em aberto, vencimentos e economia de cada unidade',
  minUnits: 2,
};

/** Roles allowed on manager-only screens (decisions §3). */
const MANAGER_ONLY = MANAGER_ROLES;

export const isExternalPath = (path: string): boolean => /^https?:\/\//i.test(path);

/** Side navigation, horizontal menu and search (spec §2 "Navigation entries"); the chat goes to `supportPhone`. */
export const getNavSections = (supportPhone = buildTimeConfig.supportPhone): NavSection[] => [
  {
    subheader: 'Visão geral',
    items: [
      { title: 'home', path: PATHS.dashboard.app, icon: <HomeOutlined /> },
      ALL_UNITS,
    ],
  },
  {
    subheader: 'Energia',
    items: [
      {
        title: 'contrato',
        path: PATHS.dashboard.contract,
        icon: <FileTextOutlined />,
        children: [
          { title: 'Contrato de Adesão', path: PATHS.dashboard.contract, caption: 'Contratos da unidade selecionada' },
          { title: 'Fatura', path: PATHS.dashboard.invoice, caption: 'Nota fiscal e boleto' },
        ],
      },
      { title: 'Relatório de Economia', path: PATHS.dashboard.economy, icon: <RiseOutlined />, caption: 'Economia anual: ACR x ACL' },
      { title: 'Relatório de Medição', path: PATHS.dashboard.daily, icon: <LineChartOutlined />, caption: 'Consumo diário em kWh' },
    ],
  },
  {
    subheader: 'Administração',
    items: [{ title: 'Gestão', path: PATHS.dashboard.management, icon: <ApartmentOutlined />, roles: MANAGER_ONLY, info: 'Gestor' }],
  },
  {
    subheader: 'Suporte',
    items: [
      {
        title: 'Atendimento por WhatsApp',
        path: `https://wa.me/${supportPhone}`,
        icon: <WhatsAppOutlined />,
        caption: 'Abre em uma nova janela',
      },
    ],
  },
];

/** The avatar menu's account pages; search offers them too. */
export const getAccountSection = (): NavSection => ({
  subheader: 'Conta',
  items: [
    { title: 'Dados Cadastrais', path: PATHS.dashboard.user.account, icon: <IdcardOutlined /> },
    { title: 'Perfil', path: PATHS.dashboard.user.profile, icon: <UserOutlined /> },
  ],
});

/** Sections of the mobile menu drawer (spec §2 "Mobile menu sections"). */
export const getMobileMenuSections = (): NavSection[] => [
  { subheader: 'Perfil', items: [{ title: 'Dados Cadastrais', path: PATHS.dashboard.user.account, icon: <IdcardOutlined /> }] },
  {
    subheader: 'Contrato',
    items: [
      { title: 'Ver contrato', path: PATHS.dashboard.contract, icon: <FileTextOutlined /> },
      { title: 'Ver fatura', path: PATHS.dashboard.invoice, icon: <AuditOutlined /> },
    ],
  },
  { subheader: 'Relatório de Economia', items: [{ title: 'Ver relatório de economia', path: PATHS.dashboard.economy, icon: <RiseOutlined /> }] },
  { subheader: 'Relatório de Medição', items: [{ title: 'Ver relatório de medição', path: PATHS.dashboard.daily, icon: <LineChartOutlined /> }] },
  { subheader: 'Visão geral', items: [ALL_UNITS] },
  {
    subheader: 'Gestão',
    items: [{ title: 'Ver unidades da conta', path: PATHS.dashboard.management, icon: <ApartmentOutlined />, roles: MANAGER_ONLY }],
  },
];

/** An item renders only when the user's role is listed or no list is given (spec §6). */
export const canSeeNavItem = (item: Pick<NavItem, 'roles'>, role: string | null | undefined): boolean =>
  !item.roles || item.roles.length === 0 || (role != null && item.roles.includes(role));

const filterItems = (items: NavItem[], role: string | null | undefined): NavItem[] =>
  items
    .filter((item) => canSeeNavItem(item, role))
    .map((item) => (item.children ? { ...item, children: filterItems(item.children, role) } : item));

/** Drops what the role may not see, and sections left empty. */
export const filterNavByRole = (sections: NavSection[], role: string | null | undefined): NavSection[] =>
  sections.map((section) => ({ ...section, items: filterItems(section.items, role) })).filter((section) => section.items.length > 0);

/** Drops what needs more consumption units than the account has, and sections left empty. */
export const filterNavByUnits = (sections: NavSection[], unitCount: number): NavSection[] =>
  sections
    .map((section) => ({ ...section, items: section.items.filter((item) => (item.minUnits ?? 0) <= unitCount) }))
    .filter((section) => section.items.length > 0);
