import { http, HttpResponse } from 'msw';
import type { AccountRecord } from '../data/types';
import { daysFrom, firstMeasuredDay, isDay } from '../data/energy/calendar';
import { demandContract, energyContract } from '../data/energy/contracts';
import { measurements, type Resolution } from '../data/energy/measurements';
import { energyUnit, type EnergyUnit } from '../data/energy/units';
import { authedRoute, fail } from './http';

/** The longest period each resolution answers, in days (about 3,000 buckets at most). */
const MAX_DAYS: Record<Resolution, number> = { '15m': 62, '1h': 400, '1d': 800 };
const isResolution = (value: string | null): value is Resolution => value !== null && value in MAX_DAYS;
const brDate = (day: string) => day.split('-').reverse().join('/');

/** The unit the query names, if this account may read it: else 400 (none named), 404 (no such unit) or 403 (another's). */
function unitOf(request: Request, account: AccountRecord): EnergyUnit | Response {
  const id = new URL(request.url).searchParams.get('physicalAssetId')?.trim();
  if (!id) return fail(400, 'Requisição inválida: informe a unidade de consumo (physicalAssetId).');
  const unit = energyUnit(id);
  if (!unit) return fail(404, 'Unidade de consumo não encontrada.');
  if (!account.assets.some((asset) => asset.id === id)) return fail(403, 'Unidade de consumo não encontrada para esta conta.');
  return unit;
}

/** The period and resolution asked, or the 400 that says what is wrong with them. */
function periodOf(request: Request, now: Date): { from: string; to: string; resolution: Resolution } | Response {
  const query = new URL(request.url).searchParams;
  const [from, to, resolution] = [query.get('from') ?? '', query.get('to') ?? '', query.get('resolution')];
  if (!isResolution(resolution)) return fail(400, 'Requisição inválida: a resolução deve ser 15m, 1h ou 1d.');
  if (!isDay(from) || !isDay(to)) return fail(400, 'Requisição inválida: informe o período em from e to (AAAA-MM-DD).');
  if (from > to) return fail(400, 'Período inválido: a data inicial é posterior à final.');
  if (daysFrom(from, to) + 1 > MAX_DAYS[resolution]) {
    return fail(400, `Período longo demais: a resolução ${resolution} aceita até ${MAX_DAYS[resolution]} dias.`);
  }
  const first = firstMeasuredDay(now);
  if (from < first) return fail(400, `Não há medições antes de ${brDate(first)}.`);
  return { from, to, resolution };
}

export const energyHandlers = () => [
  http.get(
    '*/v1/Energy/measurements',
    authedRoute(({ request }, { account }) => {
      const unit = unitOf(request, account);
      if (unit instanceof Response) return unit;
      const now = new Date();
      const period = periodOf(request, now);
      if (period instanceof Response) return period;
      return HttpResponse.json(measurements(unit, period.from, period.to, period.resolution, now));
    }),
  ),

  http.get(
    '*/v1/Energy/demand-contract',
    authedRoute(({ request }, { account }) => {
      const unit = unitOf(request, account);
      return unit instanceof Response ? unit : HttpResponse.json(demandContract(unit, new Date()));
    }),
  ),

  http.get(
    '*/v1/Energy/energy-contract',
    authedRoute(({ request }, { account }) => {
      const unit = unitOf(request, account);
      return unit instanceof Response ? unit : HttpResponse.json(energyContract(unit, new Date()));
    }),
  ),
];

