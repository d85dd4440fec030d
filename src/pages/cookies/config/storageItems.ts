import { POPUP_SEEN_KEY } from '@/entities/content';
import { LAST_UNITS_KEY, LEDGER_DATABASE, TAB_KEYS } from '@/entities/session';
import { CMS_STORAGE_KEYS, STORAGE_KEYS } from '@/shared/api';

/** What the portal really keeps in the browser (names as they appear in the browser's developer tools). */
type StorageItem = { name: string; where: string; category: string; purpose: string; lifetime: string };

/** Set by the server at sign-in with 'Manter conectado' (decisions §9); scripts never see it. */
const REFRESH_COOKIE = 'aurora_refresh';

export const STORAGE_ITEMS: readonly StorageItem[] = [
  {
    name: STORAGE_KEYS.accessToken,
    where: 'Armazenamento local',
    category: 'Necessário',
    purpose: 'Mantém você conectado ao portal do cliente com segurança.',
    lifetime: 'Até você sair ou a sessão expirar (60 minutos)',
  },
  {
    name: STORAGE_KEYS.keepConnected,
    where: 'Armazenamento local',
    category: 'Necessário',
    purpose: 'Guarda a opção “Manter conectado” escolhida no login.',
    lifetime: 'Até você sair do portal',
  },
  {
    name: REFRESH_COOKIE,
    where: 'Cookie (HttpOnly, só enviado ao endereço de renovação da sessão)',
    category: 'Necessário',
    purpose: 'Renova a sessão sem pedir a senha de novo, apenas quando você marca “Manter conectado”.',
    lifetime: 'Até você sair, ou 30 dias',
  },
  {
    name: LEDGER_DATABASE,
    where: 'IndexedDB',
    category: 'Necessário',
    purpose: 'Coordena as abas abertas do portal: a renovação da sessão feita em uma aba vale para as outras, e uma sessão encerrada não volta em nenhuma.',
    lifetime: 'Até você sair ou a sessão expirar',
  },
  {
    name: STORAGE_KEYS.sessionExpired,
    where: 'Armazenamento local',
    category: 'Necessário',
    purpose: 'Avisa, no próximo acesso, que a sessão anterior expirou.',
    lifetime: 'Apagado assim que o aviso é exibido',
  },
  {
    name: TAB_KEYS.mfaStep,
    where: 'Armazenamento da sessão',
    category: 'Necessário',
    purpose: 'Guarda, durante a verificação em duas etapas, para qual e-mail o código foi enviado e até quando ele vale.',
    lifetime: 'Até a verificação terminar, o código expirar ou fechar a aba',
  },
  {
    name: TAB_KEYS.returnPath,
    where: 'Armazenamento da sessão',
    category: 'Necessário',
    purpose: 'Leva você de volta à página do portal que estava aberta antes do login.',
    lifetime: 'Até fechar a aba',
  },
  {
    name: LAST_UNITS_KEY,
    where: 'Armazenamento local',
    category: 'Funcionalidade',
    purpose: 'Abre o portal na última unidade de consumo escolhida neste aparelho (guarda um código da conta, nunca o documento ou o e-mail).',
    lifetime: 'Até você limpar os dados do navegador',
  },
  {
    name: 'persist:settings',
    where: 'Armazenamento local',
    category: 'Preferências',
    purpose: 'Lembra tema claro ou escuro, contraste, cor e layout do portal.',
    lifetime: 'Até você limpar os dados do navegador',
  },
  {
    name: Object.values(CMS_STORAGE_KEYS).join(', '),
    where: 'Armazenamento local',
    category: 'Funcionalidade',
    purpose: 'Cópia do conteúdo do site para exibi-lo rapidamente; apagada e baixada de novo a cada visita.',
    lifetime: 'Até a próxima visita',
  },
  {
    name: POPUP_SEEN_KEY,
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
