import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_DASHBOARD_PATH, useBackTarget } from '@/shared/routes';

/** Goes back in history, or where the route table sends the screen's back arrow when the page was the first one opened. */
export const useGoBack = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const target = useBackTarget() ?? DEFAULT_DASHBOARD_PATH;
  return () => (location.key === 'default' ? navigate(target) : navigate(-1));
};
