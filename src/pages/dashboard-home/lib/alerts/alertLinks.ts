import { firstDay } from '@/entities/energy-management';
import { hrefOf, ROUTES } from '@/shared/routes';

type Alert = { kind: 'demand' | 'above' | 'below' | 'powerFactor'; month: string };

/**
 * The page that shows an alert's amount: the band's on 'Posição do contrato'; the demand's and the power factor's on
 * 'Curva de carga', opened on the month they come from ('Mês', `?view=month&date=` its first day).
 */
export function alertHref({ kind, month }: Alert): string {
  if (kind === 'above' || kind === 'below') return hrefOf(ROUTES.contractPosition);
  return `${hrefOf(ROUTES.loadCurve)}?${new URLSearchParams({ view: 'month', date: firstDay(month) })}`;
}
