// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handlers } from '.';

/** A call each handler answers: its method, and its path with the host for `*` and a value for each parameter. */
const callFor = (info: { method?: unknown; path?: unknown }) =>
  new Request(`http://localhost${String(info.path).replace(/^\*/, '').replace(/:(\w+)/g, '0')}`, {
    method: String(info.method),
  });

describe('the demo handlers’ order', () => {
  it('no two handlers answer the same call, so their order changes only how many MSW tries', async () => {
    const answering = await Promise.all(
      handlers.map(async (handler) => {
        const call = callFor(handler.info as { method?: unknown; path?: unknown });
        const matches = await Promise.all(handlers.map((other) => other.test({ request: call.clone() })));
        return `${call.method} ${new URL(call.url).pathname}: ${matches.filter(Boolean).length}`;
      }),
    );
    expect(answering.every((line) => line.endsWith(': 1')), answering.join('\n')).toBe(true);
  });

  it('tries the content service first: each of a public page’s five calls is answered by one of the first five', async () => {
    const firstAnswering = async (path: string) => {
      const request = new Request(`http://localhost${path}`);
      for (const [index, handler] of handlers.entries()) if (await handler.test({ request: request.clone() })) return index;
      return -1;
    };
    const indexes = await Promise.all(
      ['/api/health/live', '/api/v1/site/item', '/api/v1/site/menu/all/0', '/api/v1/site/buttons', '/api/v1/site/components'].map(firstAnswering),
    );
    expect(indexes.every((index) => index >= 0 && index < 5), String(indexes)).toBe(true);
  });
});
