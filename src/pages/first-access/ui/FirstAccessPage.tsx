import { FirstAccessForm } from './FirstAccessForm';
import { FIRST_ACCESS_VERSION } from '@/shared/config';
import { AuthHeading, BackToLogin } from '@/widgets/auth-card';
import styles from './FirstAccessPage.module.css';

/** First access (spec §2): title, greeting, lead text, the form and the version label. */
export const FirstAccessPage = () => (
  <>
    <AuthHeading
      text={
        <>
          <strong className={styles.greeting}>Bem-vindo!</strong>
          Insira os dados abaixo para criar o seu acesso
        </>
      }
    />
    <FirstAccessForm />
    <BackToLogin />
    <p className={styles.version}>{FIRST_ACCESS_VERSION}</p>
  </>
);
