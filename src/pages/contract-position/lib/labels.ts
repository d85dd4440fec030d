import type { BandPosition } from '@/entities/energy-management';
import { formatMonthLabel, lazily } from '@/shared/lib/format';

/** The status of decisions §10, exact. */
export const STATUS_TEXT: Record<BandPosition, string> = {
  inside: 'Dentro da faixa',
  above: 'Acima da faixa',
  below: 'Abaixo da faixa',
};

const monthLong = lazily(() => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** 'dezembro de 2026' from '2026-12'. */
export const monthName = (month: string): string => monthLong().format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/** 'dez. de 2026' from '2026-12', as the reports' tables name a month. */
export const monthShortName = (month: string): string => formatMonthLabel(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
