// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './demoBackend';
import { cmsApi } from '@/shared/api';
import { apiHarness } from './apiHarness';

const probe = cmsApi.injectEndpoints({
  endpoints: (build) => ({ liveness: build.query<string, void>({ query: () => ({ url: 'health/live', responseHandler: 'text' }) }) }),
});

// The two tests run in this order, even in a shuffled run: a call the first starts and leaves is over before the second begins.
let answered = false;

describe('a call a test started and left', { shuffle: false }, () => {
  it('is started and not waited for, as by a page the test leaves (its answer is slow)', () => {
    server.use(
      http.get('*/api/health/live', async () => {
        await delay(300);
        answered = true;
        return HttpResponse.text('Healthy');
      }),
    );
    const { dispatch, stop } = apiHarness();
    stop();
    void dispatch(probe.endpoints.liveness.initiate());
  });

  it('is over before the next test begins: it neither reaches the server nor changes the demo backend during it', () => {
    expect(answered).toBe(true);
  });
});
