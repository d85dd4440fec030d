import { sessionStartedFor } from '@test/session';
import { screen } from '@testing-library/react';
import { makeStore } from '@/app/store';

import { renderWithProviders } from '@test/renderWithProviders';
import { avatarColor } from '../lib/avatar';
import { Greeting } from './Greeting';
import { UserAvatar } from './UserAvatar';

describe('Greeting', () => {
  it("is 'Bem - Vindo(a)' plus the first name", () => {
    const store = makeStore();
    store.dispatch(
      sessionStartedFor({
        user: { displayName: 'Beatriz Andrade Comércio', role: 'manager', email: 'b@x.com', cnpj: '45723174000110', physicalAssets: [] },
      }),
    );
    renderWithProviders(<Greeting />, { store });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Bem - Vindo\(a\), Beatriz$/);
  });
});

describe('UserAvatar', () => {
  it('shows the first two letters on the colour of the first letter', () => {
    renderWithProviders(<UserAvatar name="Mariana Souza" />);
    const avatar = screen.getByRole('img', { name: 'Mariana Souza' });
    expect(avatar).toHaveTextContent('MA');
    expect(avatar).toHaveStyle({ background: avatarColor('M'), color: '#ffffff' });
    expect(avatarColor('Mariana Souza')).not.toBe(avatarColor('Carlos Lima'));
  });

  it('hides itself from assistive technology when decorative', () => {
    renderWithProviders(<UserAvatar name="Carlos Lima" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('CA')).toBeInTheDocument();
  });
});
