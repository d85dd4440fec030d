import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';

// Testing Library folds the non-breaking space Intl writes after "R$" into a plain space.
import { renderWithProviders } from '@test/renderWithProviders';
import { SavingsSimulator } from './SavingsSimulator';

// The form and its mask are loaded lazily; here they are at hand, so both attach as soon as the card renders.
beforeAll(() => Promise.all([import('./SimulatorForm'), import('@/shared/ui/form-field/MoneyMask')]));

/** The card's HTML as the build's prerender makes it: a server build (import.meta.env.SSR), waiting for the lazy parts. */
const serverHtml = async () => {
  vi.stubEnv('SSR', true);
  try {
    return await new Response((await prerender(<SavingsSimulator />)).prelude).text();
  } finally {
    vi.unstubAllEnvs();
  }
};

const renderSimulator = async () => {
  const view = renderWithProviders(<SavingsSimulator />);
  await waitFor(() => expect(screen.getByRole('form', { name: 'Simulador de economia' })).not.toHaveAttribute('inert'));
  await act(async () => undefined);
  return view;
};

const fill = async (user: ReturnType<typeof renderWithProviders>['user'], bill: string, state: string, group: RegExp) => {
  await user.type(screen.getByLabelText('Valor médio da conta de luz por mês'), bill);
  await user.selectOptions(screen.getByLabelText('Estado da unidade consumidora'), state);
  await user.click(screen.getByRole('radio', { name: group }));
  await user.click(screen.getByRole('button', { name: 'Calcular economia' }));
};

describe('SavingsSimulator', () => {
  it('shows a pt-BR message per field, marks them invalid and focuses the first one', async () => {
    const { user } = await renderSimulator();
    await user.click(screen.getByRole('button', { name: 'Calcular economia' }));
    const bill = screen.getByLabelText('Valor médio da conta de luz por mês');
    await waitFor(() => expect(bill).toHaveFocus());
    expect(bill).toHaveAttribute('aria-invalid', 'true');
    expect(bill).toHaveAccessibleDescription(/Informe o valor médio da sua conta de luz\./);
    expect(screen.getByLabelText('Estado da unidade consumidora')).toHaveAccessibleDescription('Selecione o estado da unidade consumidora.');
    expect(screen.getByRole('radio', { name: /Grupo A/ })).toHaveAccessibleDescription('Selecione o grupo tarifário.');
    expect(screen.queryByText('Sua economia estimada')).not.toBeInTheDocument();
  });

  it('keeps what was typed and explains an amount below the minimum', async () => {
    const { user } = await renderSimulator();
    await fill(user, '800', 'SP', /Grupo A/);
    expect(screen.getByText('Informe um valor a partir de R$ 1.000,00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Valor médio da conta de luz por mês')).toHaveValue('800,00');
  });

  it('group A: monthly and yearly range in BRL, the percentage and the assumptions', async () => {
    const { user } = await renderSimulator();
    await fill(user, '15000', 'SP', /Grupo A/);
    expect(screen.getByLabelText('Valor médio da conta de luz por mês')).toHaveValue('15.000,00');
    expect(screen.getByText('R$ 2.250,00 a R$ 4.500,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 27.000,00 a R$ 54.000,00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Economia estimada de R$ 2.250,00 a R$ 4.500,00 por mês.');
    const assumptions = screen.getByRole('list', { name: 'Premissas da estimativa' });
    expect(within(assumptions).getByText(/15,00% a 30,00% sobre o valor da conta, faixa de referência para São Paulo/)).toBeVisible();
    expect(within(assumptions).getByText(/TUSD/)).toBeVisible();
    const cta = screen.getByRole('link', { name: /falar com um especialista/ });
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(cta.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5511940028922');
    expect(url.searchParams.get('text')).toContain('Economia estimada: R$\u00a02.250,00 a R$\u00a04.500,00 por mês');
  });

  it("uses the state's own range (RJ)", async () => {
    const { user } = await renderSimulator();
    await fill(user, '10.000,00', 'RJ', /Grupo A/);
    expect(screen.getByText('R$ 1.800,00 a R$ 3.300,00')).toBeInTheDocument();
    expect(screen.getByText('18,00% a 33,00%')).toBeInTheDocument();
  });

  it('group B: says low voltage cannot migrate yet and offers the chat', async () => {
    const { user } = await renderSimulator();
    await fill(user, '1500', 'BA', /Grupo B/);
    expect(screen.getByRole('heading', { name: 'Baixa tensão ainda não pode migrar' })).toBeInTheDocument();
    expect(screen.getByText(/ainda não podem migrar para o Mercado Livre de Energia/)).toBeInTheDocument();
    expect(screen.queryByText('Sua economia estimada')).not.toBeInTheDocument();
    const cta = screen.getByRole('link', { name: /Quero ser avisado/ });
    expect(new URL(cta.getAttribute('href') ?? '').searchParams.get('text')).toContain('grupo B');
  });

  it('clears a result once an input changes, so no stale figure stays on screen', async () => {
    const { user } = await renderSimulator();
    await fill(user, '15000', 'SP', /Grupo A/);
    expect(screen.getByText('Sua economia estimada')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Estado da unidade consumidora'), 'SC');
    expect(screen.queryByText('Sua economia estimada')).not.toBeInTheDocument();
  });

  it('reads a pasted amount the Brazilian way and lets the message follow the corrected amount', async () => {
    const { user } = await renderSimulator();
    const bill = screen.getByLabelText('Valor médio da conta de luz por mês');
    await fill(user, '9', 'SP', /Grupo A/);
    expect(await screen.findByText('Informe um valor a partir de R$ 1.000,00.')).toBeInTheDocument();
    await user.clear(bill);
    await user.paste('R$ 15.000,00');
    await waitFor(() => expect(screen.queryByText('Informe um valor a partir de R$ 1.000,00.')).not.toBeInTheDocument());
    expect(bill).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Calcular economia' }));
    expect(await screen.findByText('R$ 2.250,00 a R$ 4.500,00')).toBeInTheDocument();
  });

  it('renders the same on the server and in the browser (the home page is prerendered)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // As the build does: react-dom/static waits for the lazily loaded mask.
    container.innerHTML = await serverHtml();
    const recoverable = vi.fn();
    // React reports a differing attribute through console.error only.
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <SavingsSimulator />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'Calcular economia' })).toBeInTheDocument();
    container.remove();
  });

  it("hydrated from the page's HTML, the form's code waits for the visitor's first touch of the card", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml();
    await act(async () => {
      hydrateRoot(container, <SavingsSimulator />);
    });
    const form = within(container).getByRole('form', { name: 'Simulador de economia' });
    // React marks the nodes it has hydrated; the form's own are hydrated once its code is there.
    const live = () => Object.keys(form).some((key) => key.startsWith('__reactProps'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(live()).toBe(false);
    expect(within(container).getByRole('button', { name: 'Calcular economia' })).toBeEnabled();
    act(() => within(container).getByLabelText('Valor médio da conta de luz por mês').focus());
    await waitFor(() => expect(live()).toBe(true));
    container.remove();
  });

  it("keeps what was typed and picked in the page's HTML before the form's code arrived, and answers with it", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml();
    const page = within(container);
    (page.getByLabelText('Valor médio da conta de luz por mês') as HTMLInputElement).value = '15000';
    (page.getByLabelText('Estado da unidade consumidora') as HTMLSelectElement).value = 'SP';
    (page.getByRole('radio', { name: /Grupo A/ }) as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, <SavingsSimulator />);
    });
    await userEvent.setup().click(page.getByRole('button', { name: 'Calcular economia' }));
    expect(await page.findByText('R$ 2.250,00 a R$ 4.500,00')).toBeInTheDocument();
    container.remove();
  });
});

describe('SavingsSimulator before its form has arrived', () => {
  it('draws the same fields, not yet usable, then the live form', async () => {
    vi.resetModules();
    const { SavingsSimulator: Fresh } = await import('./SavingsSimulator');
    const { container } = render(<Fresh />);
    const form = () => within(container).getByRole('form', { name: 'Simulador de economia' });
    expect(form()).toHaveAttribute('inert');
    expect(within(form()).getByLabelText('Valor médio da conta de luz por mês')).toHaveAttribute('placeholder', '15.000,00');
    expect(within(form()).getByLabelText('Estado da unidade consumidora')).toHaveValue('');
    expect(within(form()).getAllByRole('radio')).toHaveLength(2);
    await waitFor(() => expect(form()).not.toHaveAttribute('inert'));
  });

  it("a send made after React took the page but before the card's code ran its effects is answered once the form is live", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml();
    vi.resetModules();
    const { SavingsSimulator: Fresh } = await import('./SavingsSimulator');
    const page = within(container);
    (page.getByLabelText('Valor médio da conta de luz por mês') as HTMLInputElement).value = '15000';
    (page.getByLabelText('Estado da unidade consumidora') as HTMLSelectElement).value = 'SP';
    (page.getByRole('radio', { name: /Grupo A/ }) as HTMLInputElement).checked = true;
    // index.html's script has stopped holding sends; React listens on the root but has hydrated nothing yet.
    act(() => {
      hydrateRoot(container, <Fresh />);
      page.getByRole<HTMLFormElement>('form', { name: 'Simulador de economia' }).requestSubmit();
    });
    expect(await page.findByText('R$ 2.250,00 a R$ 4.500,00')).toBeInTheDocument();
    container.remove();
  });
});
