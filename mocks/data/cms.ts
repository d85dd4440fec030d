type CmsMenuEntry = { id: string; title: string; slug: string; order: number };
type CmsButton = { id: string; label: string; target: string; order: number };
type CmsComponent = {
  id: string;
  componentTypeName: 'Navbar' | 'Footer' | 'Section';
  slug?: string;
  order: number;
  backgroundColor: string;
  width: string;
  height: string;
};

export const NAVBAR_MENU_TYPE = '0';

export const NAVBAR_MENU: readonly CmsMenuEntry[] = [
  { id: 'menu-inicio', title: 'Início', slug: 'inicio', order: 1 },
  { id: 'menu-a-aurora', title: 'A Aurora Energia', slug: 'a-aurora', order: 2 },
  { id: 'menu-energia-renovavel', title: 'Energia Renovável', slug: 'energia-renovavel', order: 3 },
  { id: 'menu-mercado-livre', title: 'Mercado Livre de Energia', slug: 'mercado-livre', order: 4 },
  { id: 'menu-perguntas-frequentes', title: 'Perguntas Frequentes', slug: 'perguntas-frequentes', order: 5 },
  { id: 'menu-depoimentos', title: 'O que falam de nós', slug: 'depoimentos', order: 6 },
];

export const CMS_BUTTONS: readonly CmsButton[] = [
  { id: 'btn-simular-economia', label: 'Simular Economia', target: 'inicio', order: 1 },
  { id: 'btn-login', label: 'Login', target: '/auth/login', order: 2 },
];

function section(slug: string, order: number, backgroundColor: string): CmsComponent {
  return { id: `cmp-section-${slug}`, componentTypeName: 'Section', slug, order, backgroundColor, width: '100%', height: 'auto' };
}

// The hero is a deep brand blue (white text); the other sections are light tints of the brand blue
// (#3677E0), green and accent (#F7A600) that keep dark text at AA contrast.
export const CMS_COMPONENTS: readonly CmsComponent[] = [
  { id: 'cmp-navbar', componentTypeName: 'Navbar', order: 0, backgroundColor: '#FFFFFF', width: '100%', height: 'auto' },
  section('inicio', 1, '#0D3A8A'),
  section('a-aurora', 2, '#FFFFFF'),
  section('energia-renovavel', 3, '#F1FAF4'),
  section('mercado-livre', 4, '#FFFFFF'),
  section('perguntas-frequentes', 5, '#F4F8FE'),
  section('depoimentos', 6, '#FFF8EB'),
  { id: 'cmp-footer', componentTypeName: 'Footer', order: 7, backgroundColor: '#F5F7FA', width: '100%', height: 'auto' },
];
