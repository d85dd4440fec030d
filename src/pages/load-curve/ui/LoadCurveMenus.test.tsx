import { screen, within } from '@testing-library/react';
import { getMobileMenuSections, getNavSections } from '@/shared/navigation';
import { renderApp } from '@test/renderApp';
import { signedInAs } from '@test/session';

const entry = (sections: ReturnType<typeof getNavSections>) => sections.find((section) => section.subheader === 'Gestão de energia')?.items;

describe("'Curva de carga' in the menus and search", { timeout: 60_000 }, () => {
  it("sits under 'Gestão de energia' in the side menu and the phone menu", () => {
    // First of the section; 'Posição do contrato' (issue 51) follows it.
    expect(entry(getNavSections())?.[0]).toEqual(expect.objectContaining({ title: 'Curva de carga', path: '/dashboard/load-curve', caption: 'Demanda a cada 15 minutos e fator de potência' }));
    expect(entry(getMobileMenuSections())?.[0]).toEqual(expect.objectContaining({ title: 'Curva de carga', path: '/dashboard/load-curve' }));
    expect(entry(getNavSections())?.map((item) => item.title)).toEqual(['Curva de carga', 'Posição do contrato']);
  });

  it('is found by the words a customer types for it, with or without accents, and opens from there', async () => {
    const { preloadedState } = await signedInAs('11222333000181');
    const view = await renderApp('/dashboard/app', { preloadedState: { ...preloadedState, selectedAsset: { physicalAssetsSelected: 'ua-loja-centro' } } });
    for (const words of ['curva', 'carga', 'demanda', 'ultrapassagem', 'reativo', 'fator de potencia']) {
      await view.user.keyboard('{Control>}k{/Control}');
      const dialog = await screen.findByRole('dialog', { name: 'Buscar no portal' }, { timeout: 15_000 });
      const box = within(dialog).getByRole('combobox', { name: 'Buscar' });
      await view.user.clear(box);
      await view.user.type(box, words);
      expect(within(within(dialog).getByRole('group', { name: 'Gestão de energia' })).getByRole('option'), words).toHaveTextContent(/^Curva de carga/);
      await view.user.keyboard('{Escape}');
    }
    await view.user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Buscar no portal' });
    await view.user.clear(within(dialog).getByRole('combobox', { name: 'Buscar' }));
    await view.user.type(within(dialog).getByRole('combobox', { name: 'Buscar' }), 'ultrapassagem');
    await view.user.click(within(within(dialog).getByRole('group', { name: 'Gestão de energia' })).getByRole('option'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Curva de carga' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard/load-curve');
  });
});
