import { describe, expect, it, vi } from 'vitest';
import { apiHarness } from '@test/apiHarness';
import { cmsEndpoints } from './cmsEndpoints';

describe('content service calls', () => {
  it("GET /api/health/live expects the text 'Healthy' and sends no preview header", async () => {
    const { dispatch, requests, stop } = apiHarness();
    const result = await dispatch(cmsEndpoints.endpoints.contentHealth.initiate());
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'GET', path: '/api/health/live', credentials: 'include' });
    expect(request?.headers.get('preview')).toBeNull();
    expect(result.data).toBe(true);
  });

  it('prepares each call in a task after the one that started it, not among the tasks that drew the page', async () => {
    const { dispatch, stop } = apiHarness();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const calls = [dispatch(cmsEndpoints.endpoints.contentItems.initiate()), dispatch(cmsEndpoints.endpoints.contentButtons.initiate())];
    // Every promise the start of the calls chains settles within the task that started them.
    for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
    expect(fetchSpy).not.toHaveBeenCalled();
    await Promise.all(calls);
    stop();
    expect(fetchSpy.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).toEqual(['/api/v1/site/item', '/api/v1/site/buttons']);
  });

  it.each([
    ['contentItems', undefined, '/api/v1/site/item', 'cms_items'],
    ['contentMenu', 0, '/api/v1/site/menu/all/0', 'cms_menus'],
    ['contentButtons', undefined, '/api/v1/site/buttons', 'cms_buttons'],
    ['contentComponents', undefined, '/api/v1/site/components', 'cms_components'],
  ] as const)('%s: GET %s with preview: true, stored as an array in %s', async (name, arg, path, storageKey) => {
    const { dispatch, requests, stop } = apiHarness();
    const endpoint = cmsEndpoints.endpoints[name] as unknown as { initiate: (a: unknown) => never };
    const result = (await dispatch(endpoint.initiate(arg))) as { data?: unknown[] };
    const [request] = await requests();
    stop();
    expect(request).toMatchObject({ method: 'GET', path, credentials: 'include' });
    expect(request?.headers.get('preview')).toBe('true');
    expect(Array.isArray(result.data)).toBe(true);
    expect(result.data!.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(storageKey) ?? 'null')).toEqual(result.data);
  });
});
