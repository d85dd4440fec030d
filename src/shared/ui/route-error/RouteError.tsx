import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Error boundary of a route: one broken screen never blanks the app. */
export const RouteError = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="conteudo" style={{ padding: 24 }}>
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Algo deu errado nesta página</h1>}
        subTitle={
          <>
            Não se preocupe: seus dados estão seguros. Recarregue a página ou volte ao início.
            {detail ? <span style={{ display: 'block' }}>{detail}</span> : null}
          </>
        }
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            Recarregar
          </Button>,
          <Button key="home" href="/">
            Ir para o início
          </Button>,
        ]}
      />
    </main>
  );
};
