import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageTitle } from '@/shared/ui/page-title';
import { StatusPage } from '@/shared/ui/status-page';

const TITLE = 'Algo deu errado nesta página';

/** Error boundary of a route: one broken screen never blanks the app. It stands for the page, tab included. */
export const RouteError = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  return (
    <main id="conteudo" tabIndex={-1}>
      <PageTitle name={TITLE} />
      <StatusPage
        title={TITLE}
        text={`Não se preocupe: seus dados estão seguros. Recarregue a página ou volte ao início.${detail}`}
        actions={
          <>
            <button type="button" className="status-page__button status-page__button--primary" onClick={() => window.location.reload()}>
              Recarregar
            </button>
            <a className="status-page__button" href="/">
              Ir para o início
            </a>
          </>
        }
      />
    </main>
  );
};
