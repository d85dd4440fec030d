import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/config';
import { SkipLink } from '@/shared/ui/skip-link';

/** Where unknown paths land (spec §2, §8). */
export const NotFoundPage = () => (
  <>
    <SkipLink />
    <main id="conteudo" tabIndex={-1} style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 28, margin: 0 }}>Página não encontrada</h1>}
        subTitle="O endereço que você acessou não existe ou foi movido."
        extra={
          <Link to={PATHS.home}>
            <Button type="primary" tabIndex={-1}>
              Voltar para o início
            </Button>
          </Link>
        }
      />
    </main>
  </>
);
