import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@/shared/config';

/** Goes back in history, or to the app home when the page was the first one opened. */
export const useGoBack = () => {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(PATHS.dashboard.app) : navigate(-1));
};
