import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import { SERVICE_ANCHORS, type LegalSection } from '@/widgets/public-site';
import { EmailAddress } from '@/shared/ui/email-address';

const mailto = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

export const complianceSections = (supportEmail: string): LegalSection[] => [
  {
    id: SERVICE_ANCHORS.dataSubject,
    title: 'Canal do Titular de Dados (LGPD)',
    content: (
      <>
        <p>
          Para exercer os direitos do art. 18 da Lei nº 13.709/2018 (confirmação, acesso, correção, anonimização, bloqueio ou
          eliminação, portabilidade, informação sobre compartilhamento e revogação do consentimento), escreva para{' '}
          <a href={mailto(supportEmail, 'LGPD - Solicitação do titular')}>
            <EmailAddress address={supportEmail} />
          </a>{' '}
          com o assunto “LGPD – Solicitação do titular” e informe:
        </p>
        <ul>
          <li>seu nome completo e CPF (e o CNPJ da empresa, se for o caso);</li>
          <li>qual direito quer exercer e, se possível, a quais dados o pedido se refere;</li>
          <li>um e-mail ou telefone para a resposta.</li>
        </ul>
        <p>
          Podemos pedir uma confirmação de identidade. Respondemos de imediato em formato simplificado ou em até 15 dias com a
          declaração completa, sem custo. Veja mais no <Link to={ROUTES.privacy.path}>Aviso de Privacidade</Link>.
        </p>
      </>
    ),
  },
  {
    id: SERVICE_ANCHORS.ethics,
    title: 'Ética e Compliance',
    content: (
      <>
        <p>
          Nosso Código de Conduta orienta colaboradores, fornecedores e parceiros e segue a Lei Anticorrupção (Lei nº
          12.846/2013). Pelo Canal de Ética você pode relatar suspeitas de corrupção, fraude, assédio, discriminação,
          conflito de interesses ou descumprimento de leis e normas do setor elétrico.
        </p>
        <ul>
          <li>
            Envie o relato para{' '}
            <a href={mailto(supportEmail, 'Canal de Ética')}>
              <EmailAddress address={supportEmail} />
            </a>{' '}
            com o assunto “Canal de Ética”: ele vai direto ao Comitê de Ética, sem passar pela área envolvida.
          </li>
          <li>Você pode se identificar ou não; descreva o que aconteceu, quando, onde e quem estava envolvido.</li>
          <li>Todo relato é tratado com sigilo, e não admitimos retaliação contra quem relata de boa-fé.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'reclamacoes',
    title: 'Se o seu problema não for resolvido',
    content: (
      <ol>
        <li>Fale com o nosso atendimento e anote o número de protocolo.</li>
        <li>
          Sem solução, procure a nossa Ouvidoria em{' '}
          <a href={mailto(supportEmail, 'Ouvidoria')}>
            <EmailAddress address={supportEmail} />
          </a>
          , com o assunto “Ouvidoria” e o protocolo; a resposta vem em até 10 dias úteis.
        </li>
        <li>
          Você também pode recorrer à ANEEL pelo telefone 167 (ligação gratuita), ao consumidor.gov.br ou ao Procon da sua
          cidade.
        </li>
      </ol>
    ),
  },
];
