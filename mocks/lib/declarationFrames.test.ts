// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { withoutDeclarationFrames } from './declarationFrames';

describe('the demo handlers are created without reading a stack', () => {
  it('no handler records where it was declared', () => {
    expect(handlers.length).toBeGreaterThan(10);
    for (const handler of handlers) expect(handler.info.callFrame).toBeUndefined();
  });

  it('a handler made the plain way does (the stack it reads is what the demo start no longer pays for)', () => {
    expect(http.get('/v1/x', () => HttpResponse.json({})).info.callFrame).toContain('declarationFrames.test');
  });

  it('captures no frames while creating, and puts the limit back after, also when creating throws', () => {
    const limit = Error.stackTraceLimit;
    expect(withoutDeclarationFrames(() => Error.stackTraceLimit)).toBe(0);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(() =>
      withoutDeclarationFrames(() => {
        throw new Error('falhou');
      }),
    ).toThrow('falhou');
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
