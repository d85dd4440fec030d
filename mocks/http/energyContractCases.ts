// The energy calls' rows of the contract test (decisions §10): success and error answers over HTTP.
import type { ContractCase } from './contractCases';

const MARIANA = '11222333000181';
const BEATRIZ = '45723174000110';
const HORIZONTE = '27182818000129';

/** Days around today in São Paulo (UTC−03:00), where the demo's measurements are dated. */
const day = (monthOffset: number, date: number) => {
  const today = new Date(Date.now() - 3 * 3600_000);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthOffset, date)).toISOString().slice(0, 10);
};
const measurements = (physicalAssetId: string, from: string, to: string, resolution: string) =>
  `/v1/Energy/measurements?${new URLSearchParams({ physicalAssetId, from, to, resolution })}`;
const LAST_MONTH = [day(-1, 1), day(0, 0)] as const;

export const energyCases: ContractCase[] = [
  { name: 'measurements at 15 minutes', method: 'GET', path: measurements('ua-loja-centro', ...LAST_MONTH, '15m'), status: 200, as: MARIANA },
  { name: 'measurements hourly of a store', method: 'GET', path: measurements('ua-horizonte-042', day(-1, 1), day(0, 31), '1h'), status: 200, as: HORIZONTE },
  { name: 'measurements daily, 24 months', method: 'GET', path: measurements('ua-fabrica-contagem', day(-24, 1), day(0, 0), '1d'), status: 200, as: MARIANA },
  { name: 'measurements too long for 15 minutes', method: 'GET', path: measurements('ua-loja-centro', day(-3, 1), day(0, 0), '15m'), status: 400, as: MARIANA },
  { name: 'measurements before the first day', method: 'GET', path: measurements('ua-loja-centro', day(-25, 1), day(-24, 5), '1d'), status: 400, as: MARIANA },
  { name: 'measurements of a foreign unit', method: 'GET', path: measurements('ua-loja-centro', ...LAST_MONTH, '1d'), status: 403, as: BEATRIZ },
  { name: 'measurements of an unknown unit', method: 'GET', path: measurements('ua-nao-existe', ...LAST_MONTH, '1d'), status: 404, as: MARIANA },
  { name: 'measurements without a token', method: 'GET', path: measurements('ua-loja-centro', ...LAST_MONTH, '1d'), status: 401 },
  { name: 'demand contract', method: 'GET', path: '/v1/Energy/demand-contract?physicalAssetId=ua-loja-centro', status: 200, as: MARIANA },
  { name: 'demand contract without a unit', method: 'GET', path: '/v1/Energy/demand-contract', status: 400, as: MARIANA },
  { name: 'demand contract of a foreign unit', method: 'GET', path: '/v1/Energy/demand-contract?physicalAssetId=ua-loja-savassi', status: 403, as: MARIANA },
  { name: 'demand contract of an unknown unit', method: 'GET', path: '/v1/Energy/demand-contract?physicalAssetId=ua-x', status: 404, as: MARIANA },
  { name: 'energy contract', method: 'GET', path: '/v1/Energy/energy-contract?physicalAssetId=ua-fabrica-contagem', status: 200, as: MARIANA },
  { name: 'energy contract of a store', method: 'GET', path: '/v1/Energy/energy-contract?physicalAssetId=ua-horizonte-200', status: 200, as: HORIZONTE },
  { name: 'energy contract, none in force', method: 'GET', path: '/v1/Energy/energy-contract?physicalAssetId=ua-deposito-betim', status: 200, as: MARIANA },
  { name: 'energy contract without a unit', method: 'GET', path: '/v1/Energy/energy-contract?physicalAssetId=', status: 400, as: MARIANA },
  { name: 'energy contract of a foreign unit', method: 'GET', path: '/v1/Energy/energy-contract?physicalAssetId=ua-horizonte-001', status: 403, as: MARIANA },
  { name: 'energy contract of an unknown unit', method: 'GET', path: '/v1/Energy/energy-contract?physicalAssetId=ua-x', status: 404, as: MARIANA },
];
