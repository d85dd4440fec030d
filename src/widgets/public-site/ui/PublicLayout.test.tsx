import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/demoBackend';
import { setScenario } from '../../../../mocks/scenarios';
import { renderRoutes } from '@test/renderApp';
import { siteWith } from '@test/standIns';
import { hardNavigate } from '../lib/hardNavigate';

vi.mock('../lib/hardNavigate', () => ({ hardNavigate: vi.fn() }));

const SLUGS = ['inicio', 'a-aurora', 'energia-renovavel', 'mercado-livre', 'perguntas-frequentes', 'depoimentos'];
const DEFAULT_TITLES = ['Início', 'A Aurora Energia', 'Energia Renovável', 'Mercado Livre de Energia', 'Perguntas Frequentes', 'O que falam de nós'];

const Sections = () => (
  <>
    {SLUGS.map((slug) => (
      <section key={slug} id={slug} aria-label={slug} />
    ))}
  </>
);

// The site's own layout (as the app's routes declare it) around stand-in pages.
const routes = siteWith(
  [
    { index: true, element: <Sections /> },
    { path: 'cookies', element: <p>Página de cookies</p> },
    { path: 'aviso-de-privacidade', element: <p>Página de privacidade</p> },
  ],
  [{ path: '/auth/login', element: <p>Tela de login</p> }],
);

const placeSections = (tops: number[]) =>
  SLUGS.forEach((slug, i) => {
    document.getElementById(slug)!.getBoundingClientRect = () => ({ top: tops[i] }) as DOMRect;
  });

const mainNav = () => screen.getByRole('navigation', { name: 'Seções do site' });

describe('PublicLayout', () => {
  beforeEach(() => vi.mocked(hardNavigate).mockClear());

  it('lists the content menu in the navbar, ordered by `order`, plus Simular Economia and Login', async () => {
    await renderRoutes(routes);
    await waitFor(() => expect(within(mainNav()).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(SLUGS.map((s) => `/#${s}`)));
    expect(within(mainNav()).getAllByRole('link').map((a) => a.textContent)).toEqual(DEFAULT_TITLES);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simular Economia' })).toBeInTheDocument();
  });

  it('falls back to the default menu, silently, when the menu call fails', async () => {
    server.use(http.get('*/api/v1/site/menu/all/:type', () => HttpResponse.json({ message: 'erro' }, { status: 500 })));
    await renderRoutes(routes);
    await waitFor(() => expect(within(mainNav()).getAllByRole('link').map((a) => a.textContent)).toEqual(DEFAULT_TITLES));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the configured brand in the fallback when the content service is down', async () => {
    setScenario('cms-down');
    await renderRoutes(routes);
    expect(await within(mainNav()).findByRole('link', { name: 'A Aurora Energia' })).toHaveAttribute('href', '/#a-aurora-energia');
  });

  it('scroll spy: the active item follows the section whose top is in the top half of the viewport', async () => {
    await renderRoutes(routes);
    await screen.findByRole('region', { name: 'inicio' });
    placeSections([-2000, -1200, 200, 900, 1600, 2300]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Energia Renovável' })).toHaveAttribute('aria-current', 'location'));
    expect(within(mainNav()).getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    placeSections([-2600, -1800, -700, 380, 1000, 1700]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Mercado Livre de Energia' })).toHaveAttribute('aria-current', 'location'));
  });

  it('the header takes its scrolled look on a page opened scrolled, read in the next frame, and follows the scroll', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
    await renderRoutes(routes);
    const header = screen.getByRole('banner');
    // Not read among the effects of the first render (it made the browser work out the page's styles there).
    expect(scrollY).not.toHaveBeenCalled();
    expect(header).not.toHaveClass('is-scrolled');
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(header).toHaveClass('is-scrolled');
    scrollY.mockReturnValue(0);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header).not.toHaveClass('is-scrolled');
  });

  it('a nav click scrolls smoothly to the section with the 60 px offset', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await renderRoutes(routes);
    await screen.findByRole('region', { name: 'inicio' });
    placeSections([0, 900, 1800, 2700, 3600, 4500]);
    const link = () => within(mainNav()).getByRole('link', { name: 'Mercado Livre de Energia' });
    await waitFor(() => expect(link()).toHaveAttribute('href', '/#mercado-livre'));
    await user.click(link());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2640, behavior: 'smooth' });
    expect(document.getElementById('mercado-livre')).toHaveFocus();
  });

  it("'Simular Economia' scrolls to the first section", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await renderRoutes(routes);
    await screen.findByRole('region', { name: 'inicio' });
    placeSections([400, 900, 1800, 2700, 3600, 4500]);
    await user.click(screen.getByRole('button', { name: 'Simular Economia' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 340, behavior: 'smooth' });
  });

  it("'Login' goes to /auth/login", async () => {
    const { user, router } = await renderRoutes(routes);
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByText('Tela de login')).toBeInTheDocument();
  });

  it('on /cookies a menu click loads / afresh', async () => {
    const { user } = await renderRoutes(routes, { route: '/cookies' });
    await user.click(within(mainNav()).getByRole('link', { name: 'Perguntas Frequentes' }));
    expect(hardNavigate).toHaveBeenCalledWith('/');
  });

  it('on another public page a menu click opens the home page at that section', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, router } = await renderRoutes(routes, { route: '/aviso-de-privacidade' });
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Energia Renovável' })).toBeInTheDocument());
    await user.click(within(mainNav()).getByRole('link', { name: 'Energia Renovável' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.getElementById('energia-renovavel')).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it("below lg, a button named 'Abrir menu' opens a 250 px right drawer; an item closes it and scrolls", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await renderRoutes(routes);
    await screen.findByRole('region', { name: 'inicio' });
    placeSections([0, 900, 1800, 2700, 3600, 4500]);
    const button = screen.getByRole('button', { name: /menu/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('open');
    expect(drawer).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(drawer).toHaveStyle({ width: '250px' });
    expect(within(drawer).getByText('Versão 2.8.69')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    await user.click(within(drawer).getByRole('link', { name: 'O que falam de nós' }));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 4440, behavior: 'smooth' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).not.toHaveAttribute('open');
    expect(document.getElementById('depoimentos')).toHaveFocus();
  });

  it("the drawer's close button closes it and gives focus back to the menu button", async () => {
    const { user } = await renderRoutes(routes);
    await screen.findByRole('region', { name: 'inicio' });
    const button = screen.getByRole('button', { name: /menu/i });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    expect(drawer).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("the drawer's 'Login' closes it and goes to /auth/login", async () => {
    const { user, router } = await renderRoutes(routes);
    await user.click(screen.getByRole('button', { name: /menu/i }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
