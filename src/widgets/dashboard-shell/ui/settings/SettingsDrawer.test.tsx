import { screen, within } from '@testing-library/react';
import { defaultSettings } from '@/entities/appearance';
import { renderWithProviders } from '@test/renderWithProviders';
import { SettingsDrawer } from './SettingsDrawer';

const setup = () => renderWithProviders(<SettingsDrawer open onClose={() => {}} />);

describe('SettingsDrawer', () => {
  it('is titled Configurações and starts from the defaults', async () => {
    setup();
    const drawer = await screen.findByRole('dialog', { name: 'Configurações' });
    expect(within(drawer).getByRole('radio', { name: /Claro/ })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Vertical' })).toBeChecked();
    expect(within(drawer).getByRole('switch', { name: /Largura total/ })).not.toBeChecked();
  });

  it('applies each setting at once through settingChanged', async () => {
    const { user, store } = setup();
    const drawer = await screen.findByRole('dialog', { name: 'Configurações' });
    const settings = () => store.getState().settings;

    await user.click(within(drawer).getByRole('radio', { name: /Escuro/ }).closest('label')!);
    expect(settings().themeMode).toBe('dark');
    await user.click(within(drawer).getByRole('radio', { name: 'Alto contraste' }).closest('label')!);
    expect(settings().themeContrast).toBe('bold');
    await user.click(within(drawer).getByRole('radio', { name: 'Mini' }).closest('label')!);
    expect(settings().themeLayout).toBe('mini');
    await user.click(within(drawer).getByRole('radio', { name: 'Horizontal' }).closest('label')!);
    expect(settings().themeLayout).toBe('horizontal');
    await user.click(within(drawer).getByRole('radio', { name: 'RTL' }).closest('label')!);
    expect(settings().themeDirection).toBe('rtl');
    await user.click(within(drawer).getByRole('switch', { name: /Largura total/ }));
    expect(settings().themeStretch).toBe(true);
  });

  it('offers the six colour presets by name, the chosen one marked', async () => {
    const { user, store } = setup();
    const group = await screen.findByRole('radiogroup', { name: 'Cor principal' });
    const names = within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['Padrão', 'Ciano', 'Roxo', 'Azul', 'Laranja', 'Vermelho']);
    await user.click(within(group).getByRole('radio', { name: 'Roxo' }));
    expect(store.getState().settings.themeColorPresets).toBe('purple');
    expect(within(group).getByRole('radio', { name: 'Roxo' })).toBeChecked();
  });

  it('restores the defaults', async () => {
    const { user, store } = setup();
    const drawer = await screen.findByRole('dialog', { name: 'Configurações' });
    await user.click(within(drawer).getByRole('radio', { name: /Escuro/ }).closest('label')!);
    await user.click(within(drawer).getByRole('button', { name: /Restaurar padrões/ }));
    expect(store.getState().settings).toEqual(defaultSettings);
  });
});
