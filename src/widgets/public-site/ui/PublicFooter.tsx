import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useAppConfig } from '@/shared/config';
import { ROUTES } from '@/shared/routes';
import { Logo } from '@/shared/ui/logo';
import { SERVICE_HOURS, supportChatUrl, TRANSPARENCY_LINKS } from '../config/links';
import { ClockIcon, FilePdfIcon, MailIcon, WhatsAppIcon } from '@/shared/ui/glyph-icon';
import { EmailAddress } from '@/shared/ui/email-address';

const NEW_TAB = ' (abre em nova aba)';

/** Footer (spec §1): transparency links, support e-mail and chat, copyright with the current year. */
export const PublicFooter = memo(function PublicFooter() {
  const { brandName, supportEmail, supportPhone } = useAppConfig();
  const chat = supportChatUrl(supportPhone);
  return (
    <footer className="ps-footer">
      <div className="ps-footer__inner">
        <div className="ps-footer__about">
          <Logo height={36} inverted />
          <p>
            Comercializadora varejista no Mercado Livre de Energia: energia renovável, preço previsível e um portal para
            acompanhar contratos, faturas e economia.
          </p>
        </div>
        <nav aria-labelledby="rodape-transparencia" className="ps-footer__col">
          <h2 id="rodape-transparencia">Transparência</h2>
          <ul>
            {TRANSPARENCY_LINKS.map((link) => (
              <li key={link.label}>
                {link.document ? (
                  <a href={link.to} target="_blank" rel="noopener noreferrer">
                    <FilePdfIcon aria-hidden /> {link.label}
                    <span className="visually-hidden">{NEW_TAB}</span>
                  </a>
                ) : (
                  <Link to={link.to}>{link.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ps-footer__col">
          <h2>Atendimento</h2>
          <ul>
            <li>
              <a href={`mailto:${supportEmail}`}>
                <MailIcon aria-hidden /> <EmailAddress address={supportEmail} />
              </a>
            </li>
            <li>
              <a href={chat} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon aria-hidden /> Chat de atendimento (WhatsApp)
                <span className="visually-hidden">{NEW_TAB}</span>
              </a>
            </li>
            <li className="ps-footer__note">
              <ClockIcon aria-hidden /> {SERVICE_HOURS}
            </li>
            <li>
              <Link to={ROUTES.customerService.path}>Canal de Atendimento ao Cliente</Link>
            </li>
          </ul>
        </div>
        <div className="ps-footer__col">
          <h2>Portal do cliente</h2>
          <ul>
            <li>
              <Link to={ROUTES.login.path}>Entrar no portal</Link>
            </li>
            <li>
              <Link to={ROUTES.firstAccess.path}>Primeiro acesso</Link>
            </li>
            <li>
              <Link to={ROUTES.resetPassword.path}>Esqueci minha senha</Link>
            </li>
            <li>
              <Link to={ROUTES.cookies.path}>Aviso de Cookies</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="ps-footer__bottom">
        <p>
          © {new Date().getFullYear()} {brandName}. Todos os direitos reservados.
        </p>
        <p>Energia elétrica comercializada no Ambiente de Contratação Livre (ACL), conforme as regras da ANEEL e da CCEE.</p>
      </div>
    </footer>
  );
});
