import { DEMO, signIn } from '../fixtures';
import { expect, test } from './fixtures';
import { nextAnswer } from './helpers';

/** Decisions §9 over real HTTP: the chain's summary and one unit's invoices, answers checked against openapi/. */
test.describe('the 240-unit account over HTTP', () => {
  test("'Todas as unidades' reads my-units-summary, and 'Ver faturas' asks for that unit's invoices only", async ({ page }) => {
    await signIn(page, DEMO.chain.document);
    const summary = nextAnswer(page, '/v1/Account/my-units-summary');
    await page.goto('/dashboard/units');
    const answer = await summary;
    expect(answer.status()).toBe(200);
    const { units } = (await answer.json()) as { units: { physicalAssetId: string; name: string }[] };
    expect(units).toHaveLength(240);
    await expect(page.getByText('240 unidades', { exact: true })).toBeVisible();

    await page.getByLabel('Buscar unidade').fill('loja 042');
    const unit = units[41]!;
    const invoices = page.waitForResponse((response) => new URL(response.url()).searchParams.get('physicalAssetId') === unit.physicalAssetId);
    await page.getByRole('button', { name: `Ver faturas de ${unit.name}` }).click();
    const list = await invoices;
    expect(new URL(list.url()).pathname).toBe('/v1/Account/my-invoices');
    expect(await list.request().headerValue('cnpj')).toBeTruthy();
    const body = (await list.json()) as { physicalAssetId: string }[];
    expect(body).toHaveLength(36);
    expect(new Set(body.map((invoice) => invoice.physicalAssetId))).toEqual(new Set([unit.physicalAssetId]));
    await expect(page.getByText(`Faturas de ${unit.name}`)).toBeVisible();
  });
});
