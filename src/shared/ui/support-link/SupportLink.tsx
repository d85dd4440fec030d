import { getConfig } from '@/shared/config';

/**
 * The next step where the portal has nothing to show yet: the support chat (decisions §1), in a new tab.
 * The visible words start the accessible name; the rest says where it opens.
 */
export const SupportLink = ({ children = 'Fale com o atendimento' }: { children?: string }) => (
  <a href={`https://wa.me/${getConfig().supportPhone}`} target="_blank" rel="noopener noreferrer">
    {children}
    <span className="visually-hidden"> (abre em nova janela)</span>
  </a>
);
