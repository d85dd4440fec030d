import { Link } from 'react-router-dom';
import { selectIsAuthenticated } from '@/entities/session';
import { DEFAULT_DASHBOARD_PATH, ROUTES, useScreenHeading } from '@/shared/routes';
import { useAppSelector } from '@/shared/model';
import { StatusPage } from '@/shared/ui/status-page';

/**
 * Where unknown paths land (spec §2, §8), inside the public site's frame (its header, skip link and footer), with
 * the way back: the site's start, and the customer area for a signed-in customer.
 */
export const NotFoundPage = () => {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <StatusPage
      code="404"
      title={useScreenHeading()}
      text="O endereço que você acessou não existe ou foi movido."
      actions={
        <>
          {signedIn ? (
            <Link className="status-page__button status-page__button--primary" to={DEFAULT_DASHBOARD_PATH}>
              Ir para a área do cliente
            </Link>
          ) : null}
          <Link className={`status-page__button${signedIn ? '' : ' status-page__button--primary'}`} to={ROUTES.home.path}>
            Voltar para o início
          </Link>
        </>
      }
    />
  );
};
