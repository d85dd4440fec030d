import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getNavSections, filterNavByRole } from '@/shared/navigation';
import { renderWithProviders } from '@test/renderWithProviders';
import { Searchbar } from './Searchbar';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderSearch = () =>
  renderWithProviders(
    <>
      <Searchbar sections={filterNavByRole(getNavSections(), 'customer')} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/dashboard/app' },
  );

const openWithShortcut = async (user: ReturnType<typeof renderSearch>['user'], key = '{Control>}k{/Control}') => {
  await user.keyboard(key);
  return screen.findByRole('dialog', { name: 'Buscar no portal' });
};

describe('Searchbar', () => {
  it('opens with Ctrl+K and with ⌘+K, and asks in pt-BR what to look for while the query is empty', async () => {
    const { user } = renderSearch();
    const dialog = await openWithShortcut(user);
    expect(within(dialog).getByText('Digite o que você procura')).toBeInTheDocument();
    expect(within(dialog).getByText('Por exemplo: segunda via, pix, consumo, contrato.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter keywords')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Buscar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await openWithShortcut(user, '{Meta>}k{/Meta}');
  });

  it('opens from the search box in the top bar', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: /buscar/i }));
    expect(await screen.findByRole('dialog', { name: 'Buscar no portal' })).toBeInTheDocument();
  });

  it('matches without accents, groups by section and highlights the match with <mark>', async () => {
    const { user } = renderSearch();
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), 'relatorio')
    const group = within(dialog).getByRole('group', { name: 'Energia' });
    const options = within(group).getAllByRole('option');
    expect(options.map((option) => option.querySelector('mark')?.textContent)).toEqual(['Relatório', 'Relatório']);
    expect(options[0]).toHaveTextContent('Relatório de Economia');
    expect(options[1]).toHaveTextContent('Relatório de Medição');
  });

  it('says "Nada encontrado" and the exact hint, in pt-BR, when nothing matches', async () => {
    const { user } = renderSearch();
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), 'xyzzy');
    expect(within(dialog).getByText('Nada encontrado')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Nenhum resultado para "xyzzy". Verifique a grafia ou use palavras completas.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Not found|No results/)).toBeNull();
    expect(within(dialog).queryByRole('option')).toBeNull();
  });

  it('moves the selection with the arrow keys and goes to the selected path with Enter', async () => {
    const { user } = renderSearch();
    const dialog = await openWithShortcut(user);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'relat');
    const [economy, daily] = within(dialog).getAllByRole('option');
    expect(economy).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', economy!.id);
    await user.keyboard('{ArrowDown}');
    expect(daily).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', daily!.id);
    await user.keyboard('{ArrowDown}');
    expect(economy).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(daily).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/daily');
  });

  it('goes to the path of a clicked result', async () => {
    const { user } = renderSearch();
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), 'fatura');
    await user.click(within(dialog).getByRole('option', { name: /Fatura/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/invoice');
  });

  it('opens external links in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderSearch();
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole('combobox'), 'whatsapp');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\//), '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/app');
  });
});
