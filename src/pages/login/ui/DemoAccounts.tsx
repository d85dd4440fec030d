import { LinkButton } from '@/shared/ui/form-field';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../model/demoAccounts';
import styles from './DemoAccounts.module.css';

type Props = { onUse: (account: DemoAccount) => void };

/** The demo backend's accounts, each with a button that fills the login form with it. Shown only while it is on. */
export const DemoAccounts = ({ onUse }: Props) => (
  <section className={styles.panel} aria-labelledby="contas-demonstracao">
    <h2 id="contas-demonstracao" className={styles.title}>
      Contas de demonstração
    </h2>
    <p className={styles.intro}>
      O servidor de demonstração está ligado. A senha de todas as contas é <strong>{DEMO_PASSWORD}</strong>.
    </p>
    <ul className={styles.list}>
      {DEMO_ACCOUNTS.map((account) => (
        <li key={account.document} className={styles.account}>
          <span className={styles.who}>
            <span className={styles.document}>{account.document}</span>
            <span className={styles.shows}>
              {account.name}: {account.shows}
            </span>
          </span>
          <LinkButton className={styles.use} aria-label={`Usar a conta de ${account.name}`} onClick={() => onUse(account)}>
            Usar
          </LinkButton>
        </li>
      ))}
    </ul>
  </section>
);
