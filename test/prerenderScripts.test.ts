// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeScripts, type BuiltChunks } from '../build/prerender';

/** A build: the auth layout shares a chunk with the form kit; the login page has its own and imports both. */
const chunks: BuiltChunks = new Map([
  ['assets/app-A.js', { modules: ['src/app/bootstrap.tsx'], imports: [] }],
  ['assets/kit-B.js', { modules: ['src/shared/ui/form-field/index.ts'], imports: [] }],
  ['assets/auth-card-C.js', { modules: ['src/widgets/auth-card/ui/AuthLayout.tsx', 'src/widgets/auth-card/index.ts'], imports: ['assets/kit-B.js'] }],
  ['assets/login-D.js', { modules: ['src/pages/login/index.ts'], imports: ['assets/auth-card-C.js', 'assets/kit-B.js'] }],
  ['assets/home-E.js', { modules: ['src/pages/home/index.ts'], imports: [] }],
]);

describe('routeScripts', () => {
  it("lists the chunk holding each of the route's modules and every chunk it imports, imports first, each once", () => {
    expect(routeScripts(chunks, ['src/widgets/auth-card/index.ts', 'src/pages/login/index.ts'])).toEqual([
      '/assets/kit-B.js',
      '/assets/auth-card-C.js',
      '/assets/login-D.js',
    ]);
  });

  it('fails the build when no chunk holds a module the router names', () => {
    expect(() => routeScripts(chunks, ['src/pages/gone/index.ts'])).toThrow(/src\/pages\/gone\/index\.ts/);
  });
});
