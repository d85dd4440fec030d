import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Tests sit next to the code they test and may reach the test helpers at the top level.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
  },
  {
    rules: {
      // The conventions make every user action a feature slice (login, first access, search…) and every
      // report a widget, even while one page uses it; merging them into pages would undo that layout.
      'fsd/insignificant-slice': 'off',
    },
  },
  {
    files: ['./src/app/**'],
    rules: {
      // The app layer's segments are the ones the FSD docs name for it (providers, routes, store, styles).
      'fsd/segments-by-purpose': 'off',
    },
  },
]);
