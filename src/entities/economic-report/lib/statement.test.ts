// @vitest-environment node
import { readPdf, type ReadPdf } from '@test/pdfReader';
// Through the slice's public API, as the screens call it.
import { buildStatementPdf, statementFileName, type SavingsStatement, type StatementMonth, type StatementUnit } from '..';

/** Money as pt-BR writes it, from cents, written here independently of the app's formatter. */
const brl = (cents: number) => {
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${cents < 0 ? '-' : ''}R$ ${whole},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
};
const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** 2025's months: ACR and ACL in cents; December's ACL above its ACR (a month that cost more in the free market). */
const MONTHS = MONTH_NAMES.map((_, i) => ({ acr: 1_234_56 + i * 1_000_00, acl: i === 11 ? 1_234_56 + i * 1_000_00 + 150_00 : 1_000_00 + i * 800_00 }));
const statement = (overrides: Partial<SavingsStatement> = {}): SavingsStatement => ({
  brandName: 'Aurora Energia',
  year: 2025,
  scopeName: 'Usina de Geração São João — Bloco 2',
  generatedAt: new Date(2026, 0, 15, 10, 30),
  months: MONTHS.map(({ acr, acl }, i): StatementMonth => ({
    reference: `2025-${String(i + 1).padStart(2, '0')}`,
    acr: acr / 100,
    acl: acl / 100,
    savings: (acr - acl) / 100,
    savingsPercent: Math.round(((acr - acl) / acr) * 10_000) / 100,
  })),
  total: { acr: 1_234_567.89, acl: 987_654.32, savings: 246_913.57, savingsPercent: 20 },
  ...overrides,
});

/** The text a reader gets, non-breaking spaces read as spaces (as search and speech do). */
const lines = (pdf: ReadPdf) => pdf.pages.map((page) => page.map((line) => line.replace(/\u00a0/g, ' ')));

const read = async (input: SavingsStatement) => {
  const blob = await buildStatementPdf(input);
  expect(blob.type).toBe('application/pdf');
  return readPdf(new Uint8Array(await blob.arrayBuffer()));
};

const MONTH_HEADER = 'Mês | ACR | ACL | Economia | Economia (%)';
const UNIT_HEADER = 'Unidade | ACR | ACL | Economia';

test('the file is named for its year', () => {
  expect(statementFileName(2025)).toBe('extrato-economia-2025.pdf');
});

test("a unit's statement: its name, the twelve months with the total, accents and money as written, on one page", async () => {
  const pdf = await read(statement());
  const [page] = lines(pdf);
  expect(pdf.pages).toHaveLength(1);
  expect(pdf.title).toBe('Extrato anual de economia 2025 — Usina de Geração São João — Bloco 2');
  expect(pdf.language).toBe('pt-BR');
  expect(page).toEqual(
    expect.arrayContaining(['Aurora Energia | Gerado em 15/01/2026', 'Extrato anual de economia 2025', 'Relatório de Economia — Usina de Geração São João — Bloco 2']),
  );
  const header = page!.indexOf(MONTH_HEADER);
  expect(header).toBeGreaterThan(-1);
  const expectedMonths = MONTHS.map(({ acr, acl }, i) => {
    const percent = (Math.round(((acr - acl) / acr) * 10_000) / 100).toFixed(2).replace('.', ',');
    return `${MONTH_NAMES[i]} de 2025 | ${brl(acr)} | ${brl(acl)} | ${brl(acr - acl)} | ${percent}%`;
  });
  expect(page!.slice(header + 1, header + 14)).toEqual([...expectedMonths, 'Total | R$ 1.234.567,89 | R$ 987.654,32 | R$ 246.913,57 | 20,00%']);
  expect(expectedMonths[0]).toBe('Janeiro de 2025 | R$ 1.234,56 | R$ 1.000,00 | R$ 234,56 | 19,00%');
  expect(expectedMonths[11]).toMatch(/^Dezembro de 2025 \| R\$ 12\.234,56 \| R\$ 12\.384,56 \| -R\$ 150,00 \| -1,23%$/);
  expect(page!.join('\n')).not.toContain('Unidade');
  expect(page!.at(-1)).toBe('Aurora Energia · Extrato anual de economia 2025 · Usina de Geração São João — Bloco 2 | Página 1 de 1');
});

test('a month without ACR shows its percentage as a dash; characters the font lacks come back as what is drawn', async () => {
  const months = [{ reference: '2025-01', acr: 0, acl: 0, savings: 0, savingsPercent: null }];
  const pdf = await read(statement({ scopeName: 'Łódź 🌞 Filial', months, total: { acr: 0, acl: 0, savings: 0, savingsPercent: null } }));
  expect(lines(pdf)[0]).toEqual(expect.arrayContaining(['Relatório de Economia — ?ódz ? Filial', 'Janeiro de 2025 | R$ 0,00 | R$ 0,00 | R$ 0,00 | —', 'Total | R$ 0,00 | R$ 0,00 | R$ 0,00 | —']));
});

describe("the company's statement with 240 units", () => {
  const units: StatementUnit[] = Array.from({ length: 240 }, (_, i) => ({
    name: `Loja ${String(i + 1).padStart(3, '0')} — Avenida da Conceição, ${i + 1}`,
    acr: (50_000_00 + i * 123_45) / 100,
    acl: (40_000_00 + i * 100_01) / 100,
    savings: (10_000_00 + i * 23_44) / 100,
  }));
  const expectedUnit = (i: number) =>
    `Loja ${String(i + 1).padStart(3, '0')} — Avenida da Conceição, ${i + 1} | ${brl(50_000_00 + i * 123_45)} | ${brl(40_000_00 + i * 100_01)} | ${brl(10_000_00 + i * 23_44)}`;

  it('holds the months, the total and every unit once, in order, over several pages, each with the header again', async () => {
    const pdf = await read(statement({ scopeName: 'Todas as unidades', units }));
    const pages = lines(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages[0]).toEqual(expect.arrayContaining(['Relatório de Economia — Todas as unidades', MONTH_HEADER, 'Total | R$ 1.234.567,89 | R$ 987.654,32 | R$ 246.913,57 | 20,00%']));

    const unitLines = pages.flatMap((page, index) => page.filter((line) => line.startsWith('Loja ')).map((line) => ({ line, index })));
    expect(unitLines.map(({ line }) => line)).toEqual(units.map((_, i) => expectedUnit(i)));
    const unitPages = [...new Set(unitLines.map(({ index }) => index))];
    expect(unitPages.length).toBeGreaterThanOrEqual(4);
    for (const index of unitPages) {
      const page = pages[index]!;
      const firstUnit = page.findIndex((line) => line.startsWith('Loja '));
      expect(page[firstUnit - 1], `page ${index + 1}`).toBe(UNIT_HEADER);
      expect(page[firstUnit - 2], `page ${index + 1}`).toBe(index === unitPages[0] ? 'Economia por unidade (240)' : 'Economia por unidade (240) (continuação)');
    }
    pages.forEach((page, index) => expect(page.at(-1)).toBe(`Aurora Energia · Extrato anual de economia 2025 · Todas as unidades | Página ${index + 1} de ${pages.length}`));
  });

  it('keeps every line inside the page margins and never draws two rows on one another', async () => {
    const pdf = await read(statement({ scopeName: 'Todas as unidades', units }));
    const mm = 72 / 25.4;
    for (const runs of pdf.runs) {
      for (const run of runs) {
        expect(run.x).toBeGreaterThanOrEqual(15 * mm);
        expect(run.y).toBeGreaterThanOrEqual(5 * mm);
        expect(run.y).toBeLessThanOrEqual(pdf.pageSize.height - 15 * mm);
      }
      const rows = runs.filter((run) => run.text.startsWith('Loja ')).map((run) => run.y);
      rows.slice(1).forEach((y, i) => expect(rows[i]! - y).toBeGreaterThanOrEqual(4 * mm));
    }
  });
});
