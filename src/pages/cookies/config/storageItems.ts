/** What the portal really keeps in the browser (names as they appear in the browser's developer tools). */
type StorageItem = { name: string; where: string; category: string; purpose: string; lifetime: string };

export const STORAGE_ITEMS: readonly StorageItem[] = [
  {
    name: 'accessToken',
    where: 'Armazenamento local',
    category: 'Necessário',
    purpose: 'Mantém você conectado ao portal do cliente com segurança.',
    lifetime: 'Até você sair ou a sessão expirar (60 minutos)',
  },
  {
    name: 'keepConnected',
    where: 'Armazenamento local',
    category: 'Necessário',
    purpose: 'Guarda a opção “Manter conectado” escolhida no login.',
    lifetime: 'Até você sair do portal',
  },
  {
    name: 'sessionExpired',
    where: 'Armazenamento local',
    category: 'Necessário',
    purpose: 'Avisa, no próximo acesso, que a sessão anterior expirou.',
    lifetime: 'Apagado assim que o aviso é exibido',
  },
  {
    name: 'returnTo',
    where: 'Armazenamento da sessão',
    category: 'Necessário',
    purpose: 'Leva você de volta à página do portal que estava aberta antes do login.',
    lifetime: 'Até fechar a aba',
  },
  {
    name: 'persist:settings',
    where: 'Armazenamento local',
    category: 'Preferências',
    purpose: 'Lembra tema claro ou escuro, contraste, cor e layout do portal.',
    lifetime: 'Até você limpar os dados do navegador',
  },
  {
    name: 'cms_items, cms_menus, cms_buttons, cms_components',
    where: 'Armazenamento local',
    category: 'Funcionalidade',
    purpose: 'Cópia do conteúdo do site para exibi-lo rapidamente; apagada e baixada de novo a cada visita.',
    lifetime: 'Até a próxima visita',
  },
  {
    name: 'cms_popups_seen',
    where: 'Armazenamento da sessão',
    category: 'Funcionalidade',
    purpose: 'Evita mostrar o mesmo aviso em destaque mais de uma vez na mesma sessão.',
    lifetime: 'Até fechar o navegador',
  },
  {
    name: '_ga, _ga_<ID>',
    where: 'Cookie',
    category: 'Desempenho',
    purpose: 'Estatísticas agregadas de uso (Google Analytics), apenas quando a medição está ativada.',
    lifetime: 'Até 2 anos',
  },
];
