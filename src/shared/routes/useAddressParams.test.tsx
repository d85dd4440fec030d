import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAddressParams } from './useAddressParams';

/** The hook inside a router opened on `entries`, with the router to read the history from. */
const withRouter = (entries: string[]) => {
  let result!: ReturnType<typeof useAddressParams>;
  const Probe = () => {
    result = useAddressParams();
    return null;
  };
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: entries, initialIndex: entries.length - 1 });
  renderHook(() => null, { wrapper: ({ children }: { children: ReactNode }) => <><RouterProvider router={router} />{children}</> });
  return { router, current: () => result };
};

describe('useAddressParams', () => {
  it("reads the address's parameters and changes them in place: same path and fragment, the entry replaced", async () => {
    const { router, current } = withRouter(['/dashboard/app', '/dashboard/units?filtro=vencidas&q=1#tabela']);
    expect(current()[0].getAll('filtro')).toEqual(['vencidas']);
    await act(async () =>
      current()[1]((params) => {
        params.append('filtro', 'alertas');
        return params;
      }),
    );
    expect(router.state.location).toMatchObject({ pathname: '/dashboard/units', search: '?filtro=vencidas&q=1&filtro=alertas', hash: '#tabela' });
    expect(current()[0].getAll('filtro')).toEqual(['vencidas', 'alertas']);
    // Replaced, not pushed: Back goes to the page before.
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/dashboard/app');
  });

  it('writes no lone question mark once every parameter is gone', async () => {
    const { router, current } = withRouter(['/dashboard/units?filtro=vencidas']);
    await act(async () => current()[1](() => new URLSearchParams()));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/dashboard/units');
  });
});
