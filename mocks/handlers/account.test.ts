// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi, loginToken } from '../testing';
import '@test/demoBackend';

type Contract = { id: string; code: string; startDate: string; endDate: string; address: { zipcode?: string } };
type Invoice = { id: string; mesFechamento: number; createdAt: string; fileNFeBase64: string; fileBoletoBase64: string };

const isActive = (contract: Contract, now = Date.now()) =>
  now > Date.parse(contract.startDate) && now < Date.parse(contract.endDate);

async function contractsOf(physicalAssetId: string, token: string) {
  return callApi('/v1/Account/my-contracts', { body: { physicalAssetId }, token });
}

describe('POST /v1/Account/my-contracts', () => {
  it('lists active and inactive contracts for Loja Centro and Fábrica Contagem, none for Depósito Betim', async () => {
    const token = await loginToken();
    const zipcodes: (string | undefined)[] = [];
    for (const assetId of ['ua-loja-centro', 'ua-fabrica-contagem']) {
      const response = await contractsOf(assetId, token);
      expect(response.status).toBe(200);
      const { contracts } = (await response.json()) as { contracts: Contract[] };
      expect(contracts.length).toBeGreaterThanOrEqual(2);
      expect(contracts.length).toBeLessThanOrEqual(3);
      expect(contracts.some((contract) => isActive(contract))).toBe(true);
      expect(contracts.some((contract) => !isActive(contract))).toBe(true);
      contracts.forEach((contract) => expect(contract.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/));
      zipcodes.push(...contracts.map((contract) => contract.address.zipcode));
    }
    expect(zipcodes).toContain(undefined);
    expect(await (await contractsOf('ua-deposito-betim', token)).json()).toEqual({ contracts: [] });
  });

  it('answers 403 for an asset of another account and 401 without a token', async () => {
    const token = await loginToken('45723174000110');
    expect((await contractsOf('ua-loja-centro', token)).status).toBe(403);
    expect(await (await contractsOf('ua-loja-savassi', token)).json()).toEqual({ contracts: [] });
    expect((await callApi('/v1/Account/my-contracts', { body: { physicalAssetId: 'ua-loja-centro' } })).status).toBe(401);
  });
});

describe('GET /v1/Account/my-invoices', () => {
  it('returns 14 monthly invoices with one missing boleto, one missing nota fiscal and one PNG boleto', async () => {
    const token = await loginToken();
    const response = await callApi('/v1/Account/my-invoices', { token, headers: { cnpj: '11222333000181' } });
    expect(response.status).toBe(200);
    const invoices = (await response.json()) as Invoice[];
    expect(invoices).toHaveLength(14);
    const now = new Date();
    const references = invoices.map((invoice) => invoice.createdAt.slice(0, 7));
    expect(new Set(references).size).toBe(14);
    expect(references).not.toContain(now.toISOString().slice(0, 7));
    invoices.forEach((invoice) => {
      expect(invoice.mesFechamento).toBe(new Date(invoice.createdAt).getUTCMonth() + 1);
    });
    expect(invoices.filter((invoice) => invoice.fileBoletoBase64 === '')).toHaveLength(1);
    expect(invoices.filter((invoice) => invoice.fileNFeBase64 === '')).toHaveLength(1);
    expect(invoices.filter((invoice) => invoice.fileBoletoBase64.startsWith('iVBORw0KGgo'))).toHaveLength(1);
    expect(invoices.filter((invoice) => invoice.fileNFeBase64.startsWith('JVBERi0'))).toHaveLength(13);
  });

  it('returns 3 invoices for the CPF account and none for the manager account', async () => {
    const mfa = await callApi('/v1/Auth/login', { body: { cnpj: '52998224725', password: 'Demo@1234' } });
    expect(mfa.status).toBe(200);
    const verified = await callApi('/v1/Auth/mfa/verify', { body: { email: 'carlos.lima@exemplo.com.br', code: '123456' } });
    const { token } = await verified.json();
    const carlos = await callApi('/v1/Account/my-invoices', { token, headers: { cnpj: '529.982.247-25' } });
    expect(await carlos.json()).toHaveLength(3);
    const manager = await loginToken('45723174000110');
    const empty = await callApi('/v1/Account/my-invoices', { token: manager, headers: { cnpj: '45723174000110' } });
    expect(await empty.json()).toEqual([]);
  });

  it('requires the cnpj header of the signed-in account', async () => {
    const token = await loginToken();
    expect((await callApi('/v1/Account/my-invoices', { token })).status).toBe(400);
    const other = await callApi('/v1/Account/my-invoices', { token, headers: { cnpj: '45723174000110' } });
    expect(other.status).toBe(403);
  });
});

describe('POST /v1/Account/find-economic-report', () => {
  it('has every day of the month and 12 months with result = acr - acl', async () => {
    const token = await loginToken();
    const body = { assetId: 'ua-loja-centro', year: 2024, month: 2 };
    const response = await callApi('/v1/Account/find-economic-report', { body, token });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.companyId).toBe('emp-souza-alimentos');
    const days = report.energyBalance.dailyConsumptionChart as { day: number; consumed: number }[];
    expect(days.map((entry) => entry.day)).toEqual(Array.from({ length: 29 }, (_, index) => index + 1));
    days.forEach((entry) => expect(entry.consumed).toBeGreaterThanOrEqual(300));
    days.forEach((entry) => expect(entry.consumed).toBeLessThanOrEqual(900));
    const months = report.yearlyEconomyChart as { reference: string; acr: number; acl: number; result: number }[];
    expect(months.map((entry) => entry.reference)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2024-${String(index + 1).padStart(2, '0')}`),
    );
    months.forEach(({ acr, acl, result }) => {
      expect(Math.round(acr * 100) - Math.round(acl * 100)).toBe(Math.round(result * 100));
      expect(result).toBeCloseTo(acr - acl, 6);
      expect(acr).toBeGreaterThanOrEqual(40_000);
      expect(acr).toBeLessThanOrEqual(90_000);
      expect(result / acr).toBeGreaterThanOrEqual(0.149);
      expect(result / acr).toBeLessThanOrEqual(0.301);
    });
    const again = await callApi('/v1/Account/find-economic-report', { body, token });
    expect(await again.json()).toEqual(report);
  });

  it('validates the body and the asset owner', async () => {
    const token = await loginToken();
    const call = (body: unknown) => callApi('/v1/Account/find-economic-report', { body, token });
    expect((await call({ assetId: 'ua-loja-centro', year: '2024', month: 2 })).status).toBe(400);
    expect((await call({ assetId: 'ua-loja-centro', year: 2024, month: 13 })).status).toBe(400);
    expect((await call({ assetId: 'ua-loja-savassi', year: 2024, month: 2 })).status).toBe(403);
    const empty = await (await call({ assetId: 'ua-deposito-betim', year: 2024, month: 2 })).json();
    expect(empty.yearlyEconomyChart).toEqual([]);
  });
});

describe('POST /v1/Operation/download-contract', () => {
  it('returns the contract PDF for an own contract and 404 otherwise', async () => {
    const token = await loginToken();
    const response = await callApi('/v1/Operation/download-contract', { body: { contractId: 'ct-loja-centro-2022' }, token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    const missing = await callApi('/v1/Operation/download-contract', { body: { contractId: 'ct-nao-existe' }, token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Arquivo não encontrado' });
  });
});
