import { Outlet } from 'react-router-dom';
import { SkipLink } from '@/shared/ui/skip-link';

export const DashboardLayout = () => (
  <>
    <SkipLink />
    <main id="conteudo" tabIndex={-1}>
      <Outlet />
    </main>
  </>
);
