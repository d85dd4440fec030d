import { act, screen, within } from '@testing-library/react';
import { ROUTES } from '@/shared/routes';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

/**
 * A 1440 px screen whose light or dark preference the test sets and changes, as the operating system does:
 * `matchMedia('(prefers-color-scheme: dark)')` answers it and tells its listeners when it changes.
 */
const device = (initial: 'light' | 'dark') => {
  const original = window.matchMedia;
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) => {
    const width = 1440;
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    const scheme = query.includes('prefers-color-scheme: dark');
    const list = {
      media: query,
      onchange: null,
      get matches() {
        return scheme ? dark : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
      },
      addEventListener: (_type: string, listener: () => void) => scheme && listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };
  onTestFinished(() => {
    window.matchMedia = original;
  });
  return {
    prefer: (mode: 'light' | 'dark') =>
      act(() => {
        dark = mode === 'dark';
        listeners.forEach((listener) => listener());
      }),
    listening: () => listeners.size,
  };
};

const drawn = () => ({ theme: document.documentElement.dataset.theme, colorScheme: document.documentElement.style.colorScheme });

afterEach(() => {
  for (const name of ['data-theme', 'style']) document.documentElement.removeAttribute(name);
});

describe('the theme follows the device until the customer chooses (decisions §11)', () => {
  it('draws the device\'s mode, follows it live, and once a mode is chosen in Configurações keeps it', async () => {
    const screenOf = device('dark');
    const { store, user } = await renderApp(ROUTES.app.path, { preloadedState: (await signedInAs()).preloadedState });
    await screen.findByRole('heading', { level: 1 });
    expect(drawn()).toEqual({ theme: 'dark', colorScheme: 'dark' });
    // antd's theme too: the body takes the dark layout colour.
    expect(document.body.style.background).toBe('rgb(0, 0, 0)');
    expect(store.getState().settings).not.toHaveProperty('themeMode');

    screenOf.prefer('light');
    expect(drawn()).toEqual({ theme: 'light', colorScheme: 'light' });
    screenOf.prefer('dark');
    expect(drawn().theme).toBe('dark');
    expect(store.getState().settings).not.toHaveProperty('themeMode');

    // Configurações shows the mode drawn; choosing one keeps it ('light' or 'dark', what is stored) and the device no
    // longer rules.
    await user.click(screen.getByRole('button', { name: 'Configurações' }));
    const settings = await screen.findByRole('dialog', { name: 'Configurações' });
    expect(within(settings).getByRole('radio', { name: /Escuro/ })).toBeChecked();
    expect(within(settings).getByText('Até você escolher, segue o modo claro ou escuro do aparelho.')).toBeInTheDocument();
    await user.click(within(settings).getByRole('radio', { name: /Claro/ }).closest('label')!);
    await vi.waitFor(() => expect(drawn()).toEqual({ theme: 'light', colorScheme: 'light' }));
    expect(store.getState().settings.themeMode).toBe('light');
    screenOf.prefer('light');
    screenOf.prefer('dark');
    expect(drawn().theme).toBe('light');
    expect(document.body.style.background).not.toBe('rgb(0, 0, 0)');

    // 'Restaurar padrões' forgets the choice: the device rules again.
    await user.click(within(settings).getByRole('button', { name: /Restaurar padrões/ }));
    await vi.waitFor(() => expect(drawn().theme).toBe('dark'));
  });
});
