// @vitest-environment node
import { describe, expect, it } from 'vitest';
import '@test/demoBackend';

const CMS = 'http://localhost:3000/api';
const preview = { headers: { preview: 'true' } };

describe('content service', () => {
  it('answers the health check with the text Healthy', async () => {
    const response = await fetch(`${CMS}/health/live`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Healthy');
  });

  it('requires the preview header on the site endpoints', async () => {
    for (const path of ['/v1/site/item', '/v1/site/menu/all/0', '/v1/site/buttons', '/v1/site/components']) {
      expect((await fetch(`${CMS}${path}`)).status).toBe(400);
      expect((await fetch(`${CMS}${path}`, preview)).status).toBe(200);
    }
  });

  it('serves the six sections in order plus the popup', async () => {
    const items = (await (await fetch(`${CMS}/v1/site/item`, preview)).json()) as { slug: string; order: number; title: string; body?: string; imageUrl?: string }[];
    const sections = items.filter((item) => item.order < 99).sort((a, b) => a.order - b.order);
    expect(sections.map((item) => item.slug)).toEqual([
      'inicio',
      'a-aurora',
      'energia-renovavel',
      'mercado-livre',
      'perguntas-frequentes',
      'depoimentos',
    ]);
    expect(sections.slice(0, 4).map((item) => item.imageUrl)).toEqual(
      sections.slice(0, 4).map((item) => `/images/cms/${item.slug}.svg`),
    );
    const faq = sections[4]!.body!.split('\n\n');
    expect(faq.length).toBeGreaterThanOrEqual(5);
    faq.forEach((pair) => expect(pair).toMatch(/^[^\n]+\?\n[^\n]+\.$/));
    expect(sections[5]!.body!.split('\n\n')).toHaveLength(3);
    expect(items.filter((item) => /pop-?up/i.test(item.title)).map((item) => item.slug)).toEqual(['popup-semana-energia']);
  });

  it('serves the navbar menu for type 0 and nothing for other types', async () => {
    const menu = (await (await fetch(`${CMS}/v1/site/menu/all/0`, preview)).json()) as { title: string }[];
    expect(menu.map((entry) => entry.title)).toEqual([
      'Início',
      'A Aurora Energia',
      'Energia Renovável',
      'Mercado Livre de Energia',
      'Perguntas Frequentes',
      'O que falam de nós',
    ]);
    expect(await (await fetch(`${CMS}/v1/site/menu/all/1`, preview)).json()).toEqual([]);
  });

  it('serves buttons and components', async () => {
    const buttons = await (await fetch(`${CMS}/v1/site/buttons`, preview)).json();
    expect(buttons.map((button: { label: string }) => button.label)).toEqual(['Simular Economia', 'Login']);
    const components = (await (await fetch(`${CMS}/v1/site/components`, preview)).json()) as {
      componentTypeName: string;
      backgroundColor: string;
    }[];
    expect(components.map((component) => component.componentTypeName)).toEqual(
      expect.arrayContaining(['Navbar', 'Footer', 'Section']),
    );
    components.forEach((component) => expect(component.backgroundColor).toMatch(/^#[0-9A-F]{6}$/i));
  });
});
