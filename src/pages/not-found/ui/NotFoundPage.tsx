import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { SkipLink } from '@/shared/ui/skip-link';
import { StatusPage } from '@/shared/ui/status-page';
import styles from './NotFoundPage.module.css';

/** Where unknown paths land (spec §2, §8). */
export const NotFoundPage = () => (
  <>
    <SkipLink />
    <main id="conteudo" tabIndex={-1} className={styles.main}>
      <StatusPage
        code="404"
        title="Página não encontrada"
        text="O endereço que você acessou não existe ou foi movido."
        actions={
          <Link className="status-page__button status-page__button--primary" to={PATHS.home}>
            Voltar para o início
          </Link>
        }
      />
    </main>
  </>
);
