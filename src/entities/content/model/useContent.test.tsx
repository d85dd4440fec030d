import { renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { server } from '@test/demoBackend';
import { setScenario } from '../../../../mocks/scenarios';
import { captureRequests } from '@test/captureRequests';
import { cmsEndpoints } from '../api/cmsEndpoints';
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

describe('useContent at low priority (issue 17)', () => {
  it('an answer first re-renders with the content drawn before, then with the new content', async () => {
    // The items answer last, alone, once the rest of the content is drawn (the resolver falls through to the demo's).
    server.use(http.get('*/api/v1/site/item', async () => {
      await delay(200);
    }));
    const store = makeStore();
    const itemsInStore = () => cmsEndpoints.endpoints.contentItems.select()(store.getState()).data?.length ?? 0;
    const renders: { inStore: number; returned: number }[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(
      () => {
        const content = useContent();
        renders.push({ inStore: itemsInStore(), returned: content.items.length });
        return content;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.components.length).toBeGreaterThan(0));
    expect(itemsInStore()).toBe(0);
    renders.length = 0;
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    // The render the store's update forces (urgent, in one piece) still returns no items although the store holds
    // them; the next render, which React may slice and interrupt, returns them.
    expect(renders[0]).toEqual({ inStore: itemsInStore(), returned: 0 });
    expect(renders.at(-1)).toEqual({ inStore: itemsInStore(), returned: itemsInStore() });
  });

  it('returns the same content object while nothing arrives, so memoized parts of the page skip their renders', async () => {
    const { result, rerender } = renderContent();
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const drawn = result.current;
    rerender();
    expect(result.current).toBe(drawn);
  });
});

