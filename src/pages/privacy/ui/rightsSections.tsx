import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import { SERVICE_ANCHORS, type LegalSection } from '@/widgets/public-site';
import { EmailAddress } from '@/shared/ui/email-address';

/** The nine rights of art. 18 of Lei nº 13.709/2018, in the law's order. */
const RIGHTS = [
  'confirmação da existência de tratamento;',
  'acesso aos dados;',
  'correção de dados incompletos, inexatos ou desatualizados;',
  'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
  'portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa;',
  'eliminação dos dados tratados com o seu consentimento, salvo nas hipóteses do art. 16 da lei;',
  'informação das entidades públicas e privadas com as quais compartilhamos dados;',
  'informação sobre a possibilidade de não dar consentimento e sobre as consequências da negativa;',
  'revogação do consentimento.',
];

export const rightsSections = (supportEmail: string): LegalSection[] => [
  {
    id: 'seguranca',
    title: 'Como protegemos os dados',
    content: (
      <p>
        Usamos conexão criptografada (HTTPS), controle de acesso por perfil, verificação em duas etapas, registros de acesso
        e treinamento das equipes. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, avisamos
        os titulares afetados e a ANPD, como determina o art. 48 da LGPD.
      </p>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos (art. 18 da LGPD)',
    content: (
      <>
        <p>A Lei nº 13.709/2018 garante a você, a qualquer momento e mediante requisição:</p>
        <ol type="I">
          {RIGHTS.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ol>
        <p>
          Você também pode pedir a revisão de decisões tomadas apenas com base em tratamento automatizado (art. 20) e
          apresentar reclamação à ANPD.
        </p>
      </>
    ),
  },
  {
    id: 'como-exercer',
    title: 'Como exercer seus direitos',
    content: (
      <>
        <p>
          Envie o seu pedido pelo{' '}
          <Link to={`${ROUTES.customerService.path}#${SERVICE_ANCHORS.dataSubject}`}>Canal do Titular de Dados</Link> ou para{' '}
          <a href={`mailto:${supportEmail}?subject=LGPD%20-%20Solicita%C3%A7%C3%A3o%20do%20titular`}>
            <EmailAddress address={supportEmail} />
          </a>
          , com o assunto “LGPD – Solicitação do titular”.
        </p>
        <ul>
          <li>Podemos pedir dados para confirmar a sua identidade antes de responder, para proteger você.</li>
          <li>
            A confirmação de tratamento e o acesso são atendidos de imediato em formato simplificado, ou em até 15 dias por
            declaração completa (art. 19).
          </li>
          <li>O atendimento é gratuito.</li>
          <li>Se a resposta não resolver, você pode reclamar à ANPD pelo site gov.br/anpd.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'encarregado',
    title: 'Encarregado pelo tratamento de dados (DPO)',
    content: (
      <p>
        O encarregado recebe reclamações e comunicações dos titulares e da ANPD. Fale com ele pelo e-mail{' '}
        <a href={`mailto:${supportEmail}?subject=Encarregado%20de%20dados`}>
          <EmailAddress address={supportEmail} />
        </a>
        , com o assunto “Encarregado de dados”.
      </p>
    ),
  },
  {
    id: 'atualizacoes',
    title: 'Atualizações deste aviso',
    content: (
      <p>
        Podemos atualizar este aviso para refletir mudanças na lei ou nos nossos serviços. A data da última atualização fica
        no início da página e, se a mudança for relevante, avisamos os clientes pelo portal ou por e-mail.
      </p>
    ),
  },
];
