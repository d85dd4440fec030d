import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/routes';
import { SERVICE_HOURS, supportChatUrl, type LegalSection } from '@/widgets/public-site';
import { DesktopIcon, MailIcon, WhatsAppIcon } from '@/shared/ui/glyph-icon';
import { EmailAddress } from '@/shared/ui/email-address';

type Contacts = { supportEmail: string; supportPhone: string };

/** +55 11 94002-8922 from 5511940028922. */
export const formatPhone = (digits: string): string => {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits.replace(/\D/g, ''));
  return match ? `+55 ${match[1]} ${match[2]}-${match[3]}` : digits;
};

export const channelSections = ({ supportEmail, supportPhone }: Contacts): LegalSection[] => [
  {
    id: 'canais',
    title: 'Canais de atendimento',
    content: (
      <ul className="legal-cards">
        <li>
          <strong>
            <WhatsAppIcon aria-hidden /> WhatsApp
          </strong>
          <p>Dúvidas, propostas, faturas e contratos, com um especialista.</p>
          <a href={supportChatUrl(supportPhone)} target="_blank" rel="noopener noreferrer">
            Conversar pelo WhatsApp: {formatPhone(supportPhone)}
            <span className="visually-hidden"> (abre em nova aba)</span>
          </a>
        </li>
        <li>
          <strong>
            <MailIcon aria-hidden /> E-mail
          </strong>
          <p>Para pedidos com anexos ou que precisem de registro por escrito.</p>
          <a href={`mailto:${supportEmail}`}><EmailAddress address={supportEmail} /></a>
        </li>
        <li>
          <strong>
            <DesktopIcon aria-hidden /> Portal do cliente
          </strong>
          <p>Faturas, notas fiscais, boletos, contratos e relatórios de economia, a qualquer hora.</p>
          <Link to={ROUTES.login.path}>Entrar no portal</Link>
        </li>
      </ul>
    ),
  },
  {
    id: 'horarios',
    title: 'Horários e prazos',
    content: (
      <ul>
        <li>WhatsApp e e-mail: {SERVICE_HOURS.toLowerCase()}, exceto feriados nacionais.</li>
        <li>Portal do cliente: 24 horas por dia, 7 dias por semana.</li>
        <li>Todo atendimento recebe um número de protocolo, informado na primeira resposta.</li>
        <li>Respondemos em até 2 dias úteis; pedidos que dependem da distribuidora ou da CCEE podem levar até 10 dias úteis.</li>
        <li>Mensagens recebidas fora do horário são respondidas a partir do próximo dia útil.</li>
      </ul>
    ),
  },
  {
    id: 'falta-de-energia',
    title: 'Falta de energia ou problema na rede',
    content: (
      <p className="legal-note">
        No Mercado Livre, a entrega física da energia continua com a distribuidora da sua região. Em caso de falta de energia,
        oscilação ou risco na rede elétrica, ligue para a central de atendimento da sua distribuidora, cujo número está na
        conta de uso da rede. Depois, conte para a gente: acompanhamos o caso com você.
      </p>
    ),
  },
];
