import { useAppConfig } from '@/shared/config';
import styles from './SupportLink.module.css';

/**
 * The next step where the portal has nothing to show yet: the support chat (decisions §1), in a new tab.
 * The visible words start the accessible name; the rest says where it opens.
 */
export const SupportLink = ({ children = 'Fale com o atendimento' }: { children?: string }) => (
  <a className={styles.link} href={`https://wa.me/${useAppConfig().supportPhone}`} target="_blank" rel="noopener noreferrer">
    {children}
    <span className="visually-hidden"> (abre em nova janela)</span>
  </a>
);
