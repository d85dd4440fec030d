import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DailyConsumption } from './daily/DailyConsumption';
import { EconomyReport } from './economy/EconomyReport';
import { DAILY_SECTION_ID, ECONOMY_SECTION_ID } from '../config/sections';
import { ROUTES } from '@/shared/routes';
import { useScrollToSection } from '../model/useScrollToSection';

const SECTION_BY_PATH: Record<string, string> = {
  [ROUTES.economy.path]: ECONOMY_SECTION_ID,
  [ROUTES.daily.path]: DAILY_SECTION_ID,
};

/**
 * The economy and daily reports; /dashboard/economy and /dashboard/daily scroll to theirs once it is here, then say
 * so (`onShown`).
 */
export const ReportSections = ({ onShown }: { onShown?: () => void }) => {
  const { pathname } = useLocation();
  useScrollToSection(SECTION_BY_PATH[pathname.replace(/\/$/, '')] ?? null);
  useEffect(() => onShown?.(), [onShown]);
  return (
    <>
      <EconomyReport />
      <DailyConsumption />
    </>
  );
};
