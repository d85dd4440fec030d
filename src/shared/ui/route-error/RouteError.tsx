import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPage } from '@/shared/ui/status-page';

/** Error boundary of a route: one broken screen never blanks the app. */
export const RouteError = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  return (
    <main id="conteudo" tabIndex={-1}>
      <StatusPage
        title="Algo deu errado nesta página"
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
