import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { POPUP_SEEN_KEY } from '@/entities/content';
import { CMS_ITEMS } from '../../../../mocks/data/cms-items';
import { server } from '@test/demoBackend';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '@test/captureRequests';
import { renderApp } from '@test/renderApp';

const MESSAGE = 'API não está disponível. Tente novamente mais tarde.';

describe('HomePage', () => {
  it('healthy: the hero with the simulator first, then the CMS sections in order, id = slug', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Energia mais barata e limpa para a sua empresa' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('#conteudo section[id]').length).toBeGreaterThanOrEqual(6));
    const ids = [...document.querySelectorAll('#conteudo > section[id]')].map((section) => section.id);
    expect(ids).toEqual(['inicio', 'a-aurora', 'energia-renovavel', 'mercado-livre', 'perguntas-frequentes', 'depoimentos']);
    const hero = document.getElementById('inicio')!;
    expect(within(hero).getByRole('button', { name: 'Calcular economia' })).toBeInTheDocument();
    expect(hero).toHaveStyle({ backgroundColor: '#0D3A8A' });
    expect(document.getElementById('energia-renovavel')).toHaveStyle({ backgroundColor: '#F1FAF4' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Semana da Energia Limpa' })).toBeInTheDocument();
    // Remembered by an effect after the dialog is drawn (entities/content's ContentPopup).
    await waitFor(() => expect(sessionStorage.getItem(POPUP_SEEN_KEY)).toContain('item-popup-semana-energia'));
  });

  it('the headline shows before the content service answers; then the CMS title and copy take its place', async () => {
    let answerHealth = () => undefined as void;
    const healthAnswered = new Promise<void>((resolve) => {
      answerHealth = resolve;
    });
    const cmsItems = CMS_ITEMS.map((item) => (item.slug === 'inicio' ? { ...item, title: 'Sua conta de luz até 35% menor' } : item));
    server.use(
      http.get('*/api/health/live', async () => {
        await healthAnswered;
        return new HttpResponse('Healthy');
      }),
      http.get('*/api/v1/site/item', () => HttpResponse.json(cmsItems)),
    );
    await renderApp('/');
    const headline = await screen.findByRole('heading', { level: 1, name: 'Energia mais barata e limpa para a sua empresa' });
    expect(headline.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.home-hero__placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(document.getElementById('inicio')).toHaveAccessibleName('Energia mais barata e limpa para a sua empresa');
    answerHealth();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sua conta de luz até 35% menor' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^Migre para o Mercado Livre de Energia com a Aurora/)).toBeInTheDocument();
    expect(document.querySelector('.home-hero__placeholder')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('content service down: the exact message replaces the CMS sections, the simulator still works', async () => {
    setScenario('cms-down');
    const recorder = captureRequests();
    const { user } = await renderApp('/');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(new RegExp(`^${MESSAGE}$`));
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect([...document.querySelectorAll('#conteudo section[id]')].map((s) => s.id)).toEqual(['inicio']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The form's code arrives after the page: until then its fields are inert, as in the browser.
    await waitFor(() => expect(screen.getByRole('form', { name: 'Simulador de economia' })).not.toHaveAttribute('inert'));
    await user.type(screen.getByLabelText('Valor médio da conta de luz por mês'), '20000');
    await user.selectOptions(screen.getByLabelText('Estado da unidade consumidora'), 'MG');
    await user.click(screen.getByRole('radio', { name: /Grupo A/ }));
    await user.click(screen.getByRole('button', { name: 'Calcular economia' }));
    expect(await screen.findByText('R$ 3.000,00 a R$ 6.000,00')).toBeInTheDocument();
    const paths = (await recorder.requests()).map((r) => r.path).filter((p) => p.startsWith('/api/'));
    recorder.stop();
    expect(paths).toEqual(['/api/health/live']);
  });

  it('the popup shows only once per browser session', async () => {
    sessionStorage.setItem(POPUP_SEEN_KEY, JSON.stringify(['item-popup-semana-energia']));
    await renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Perguntas Frequentes' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
