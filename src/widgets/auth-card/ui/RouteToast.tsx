import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@/shared/ui/toast';
import { readRouteToast } from '../lib/routeToast';

export const RouteToast = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handed = readRouteToast(location.state);
  useEffect(() => {
    if (!handed) return;
    toast(handed.text, handed.variant);
    // Forget it, so a reload or going back does not show it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed, location.pathname, location.search, navigate, toast]);
  return null;
};
