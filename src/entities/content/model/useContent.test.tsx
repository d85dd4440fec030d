import { renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '../../../../test/captureRequests';
import { useContent } from './useContent';

const CONTENT_CALLS = ['/api/v1/site/item', '/api/v1/site/menu/all/0', '/api/v1/site/buttons', '/api/v1/site/components'];

const renderContent = () => {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useContent(), { wrapper });
};

describe('useContent health gate (spec §4)', () => {
  it('is unknown until the health check answers, and fetches nothing else meanwhile', async () => {
    server.use(http.get('*/api/health/live', async () => {
      await delay(150);
      return HttpResponse.text('Healthy');
    }));
    const recorder = captureRequests();
    const { result } = renderContent();
    expect(result.current.health).toBe('unknown');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await recorder.requests()).map((r) => r.path)).toEqual(['/api/health/live']);
    await waitFor(() => expect(result.current.health).toBe('healthy'));
    recorder.stop();
  });

  it('healthy: fetches items, navbar menu, buttons and components', async () => {
    const recorder = captureRequests();
    const { result } = renderContent();
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.components.length).toBeGreaterThan(0));
    expect(result.current.health).toBe('healthy');
    expect(result.current.menu.map((m) => m.slug)).toContain('inicio');
    const paths = (await recorder.requests()).map((r) => r.path);
    recorder.stop();
    expect(paths[0]).toBe('/api/health/live');
    expect([...paths.slice(1)].sort()).toEqual([...CONTENT_CALLS].sort());
  });

  it('not healthy (cms-down): unhealthy, and none of the four content calls is made', async () => {
    setScenario('cms-down');
    const recorder = captureRequests();
    const { result } = renderContent();
    await waitFor(() => expect(result.current.health).toBe('unhealthy'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await recorder.requests()).map((r) => r.path)).toEqual(['/api/health/live']);
    recorder.stop();
    expect(result.current).toMatchObject({ items: [], menu: [], buttons: [], components: [], isLoading: false });
  });

  it("an answer other than 'Healthy' is not healthy", async () => {
    server.use(http.get('*/api/health/live', () => HttpResponse.text('Degraded')));
    const { result } = renderContent();
    await waitFor(() => expect(result.current.health).toBe('unhealthy'));
  });
});
