import { Link } from 'react-router-dom';
import { DEFAULT_DASHBOARD_PATH } from '@/shared/routes';
import { PageTitle } from '@/shared/ui/page-title';
import { StatusPage } from '@/shared/ui/status-page';

const TITLE = 'Acesso negado';

/**
 * Full-page role guard message (spec §6, in pt-BR as decisions §9 asks). It draws inside the customer area's
 * frame, so the header stays, and it offers the way back to the area's home. It stands for the page, tab included.
 */
export const PermissionDenied = () => (
  <>
    <PageTitle name={TITLE} />
    <StatusPage
      code="403"
      title={TITLE}
      text="Você não tem permissão para acessar esta página"
      actions={
        <Link className="status-page__button status-page__button--primary" to={DEFAULT_DASHBOARD_PATH}>
          Voltar para o início
        </Link>
      }
    />
  </>
);
