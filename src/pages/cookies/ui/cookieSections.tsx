import { Link } from 'react-router-dom';
import type { LegalSection } from '@/widgets/public-site';
import { ROUTES } from '@/shared/routes';
import { STORAGE_ITEMS } from '../config/storageItems';
import { BarChartIcon, LockIcon, SettingIcon, StopIcon } from '@/shared/ui/glyph-icon';
import { EmailAddress } from '@/shared/ui/email-address';
import { ScrollRegion } from '@/shared/ui/scroll-region';

/** The caption of the cookie table, which also names its scrolling region. */
const COOKIE_TABLE = 'Cookies e dados guardados no navegador';

const CATEGORIES = [
  {
    icon: <LockIcon aria-hidden />,
    title: 'Estritamente necessários',
    text: 'Permitem o login, a segurança da sessão e o funcionamento básico do portal. Não podem ser desligados, porque sem eles o serviço não funciona.',
  },
  {
    icon: <SettingIcon aria-hidden />,
    title: 'Preferências e funcionalidade',
    text: 'Lembram escolhas como tema, contraste e avisos já vistos, e guardam uma cópia do conteúdo do site para carregá-lo mais rápido.',
  },
  {
    icon: <BarChartIcon aria-hidden />,
    title: 'Desempenho e análise',
    text: 'Medem de forma agregada como o site é usado, para corrigir erros e melhorar páginas. Só funcionam quando a medição está ativada.',
  },
  {
    icon: <StopIcon aria-hidden />,
    title: 'Publicidade',
    text: 'Não usamos cookies de publicidade e não compartilhamos dados de navegação com redes de anúncios.',
  },
];

export const cookieSections = (supportEmail: string): LegalSection[] => [
  {
    id: 'o-que-sao',
    title: 'O que são cookies',
    content: (
      <>
        <p>
          Cookies são pequenos arquivos de texto que um site grava no seu navegador para reconhecer o dispositivo e lembrar
          informações entre uma página e outra. Também usamos tecnologias semelhantes, como o armazenamento local e o
          armazenamento da sessão do navegador, que guardam dados no próprio aparelho e não são enviados automaticamente
          aos nossos servidores.
        </p>
        <p>Neste aviso, chamamos todas essas tecnologias simplesmente de “cookies”.</p>
      </>
    ),
  },
  {
    id: 'categorias',
    title: 'Categorias de cookies',
    content: (
      <ul className="legal-cards">
        {CATEGORIES.map((category) => (
          <li key={category.title}>
            <strong>
              {category.icon} {category.title}
            </strong>
            <p>{category.text}</p>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'lista',
    title: 'Cookies que usamos',
    content: (
      <ScrollRegion className="legal-table" label={COOKIE_TABLE}>
        <table>
          <caption>{COOKIE_TABLE}</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">Tipo</th>
              <th scope="col">Categoria</th>
              <th scope="col">Finalidade</th>
              <th scope="col">Duração</th>
            </tr>
          </thead>
          <tbody>
            {STORAGE_ITEMS.map((item) => (
              <tr key={item.name}>
                <th scope="row">
                  <code>{item.name}</code>
                </th>
                <td>{item.where}</td>
                <td>{item.category}</td>
                <td>{item.purpose}</td>
                <td>{item.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    ),
  },
  {
    id: 'base-legal',
    title: 'Base legal',
    content: (
      <p>
        Os cookies necessários e de funcionalidade são usados para executar o contrato e prestar o serviço que você pediu e
        com base no nosso legítimo interesse em manter o site seguro (art. 7º, incisos V e IX, da Lei nº 13.709/2018, a Lei
        Geral de Proteção de Dados Pessoais, LGPD). Os cookies de desempenho são usados com o seu consentimento, quando a
        medição está ativada, e você pode retirá-lo a qualquer momento.
      </p>
    ),
  },
  {
    id: 'como-gerenciar',
    title: 'Como gerenciar ou apagar cookies',
    content: (
      <>
        <p>Você pode bloquear ou apagar cookies nas configurações do navegador:</p>
        <ul>
          <li>Google Chrome: Configurações › Privacidade e segurança › Cookies e outros dados do site.</li>
          <li>Mozilla Firefox: Configurações › Privacidade e segurança › Cookies e dados de sites.</li>
          <li>Safari: Ajustes › Privacidade › Gerenciar dados de sites.</li>
          <li>Microsoft Edge: Configurações › Cookies e permissões de site.</li>
        </ul>
        <p className="legal-note">
          Se você bloquear os cookies necessários, não será possível entrar no portal do cliente. O site público continua
          funcionando, inclusive o simulador de economia.
        </p>
      </>
    ),
  },
  {
    id: 'contato',
    title: 'Dúvidas',
    content: (
      <p>
        Para saber mais sobre como tratamos dados pessoais, leia o <Link to={ROUTES.privacy.path}>Aviso de Privacidade</Link>. Se
        tiver dúvidas sobre cookies, escreva para{' '}
        <a href={`mailto:${supportEmail}`}>
          <EmailAddress address={supportEmail} />
        </a>
        .
      </p>
    ),
  },
];
