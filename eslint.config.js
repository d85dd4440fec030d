import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'coverage', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'reports'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks from @/shared/model (useAppSelector, useAppDispatch).',
            },
            {
              name: 'redux-persist/lib/storage',
              message: 'Import redux-persist/es/storage: the CommonJS build breaks the Vite production bundle.',
            },
          ],
          patterns: [
            {
              group: ['imask/*', 'react-imask/*'],
              message: "Import imask and react-imask from their public entry points ('imask', 'react-imask'): files inside the package move on a minor upgrade.",
            },
            {
              regex: '^@/(app|pages|widgets|features|entities)/[^/]+/(?!@x/).+',
              message: 'Import a slice through its public index.ts (@/layer/slice).',
            },
          ],
        },
      ],
    },
  },
  {
    // yup reads its messages when a schema is built: schemas take it from the module that sets them in pt-BR first.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/lib/yup/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'yup', message: 'Import { yup } from @/shared/lib/yup (pt-BR messages).', allowTypeImports: true }] },
      ],
    },
  },
  {
    // The store holds the app's state: no module keeps its own (a top-level let, or a Map or Set filled at run time).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Program > VariableDeclaration[kind='let'], ExportNamedDeclaration > VariableDeclaration[kind='let']", message: 'No module-level mutable state: keep it in the store, a component or a closure.' },
        { selector: "Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|WeakMap)$/]", message: 'No module-level Map: keep it in the store, a component or a closure.' },
      ],
    },
  },
  {
    // shared knows no session: the app hands the API client the session's token and refresh (ApiContext.auth).
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Program > VariableDeclaration[kind='let'], ExportNamedDeclaration > VariableDeclaration[kind='let']", message: 'No module-level mutable state: keep it in the store, a component or a closure.' },
        { selector: "Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|WeakMap)$/]", message: 'No module-level Map: keep it in the store, a component or a closure.' },
        { selector: 'Literal[value=/^session\\//]', message: "shared names no session action: the session entity owns them (the app injects what shared needs)." },
        { selector: "MemberExpression[property.name='session']", message: "shared reads no session state: the app injects the token (ApiContext.auth)." },
      ],
    },
  },
  {
    // Test helpers, specs and tooling export what they like and run in Node.
    files: ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**', 'mocks/**', 'scripts/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // The demo backend is an independent oracle of the app: it shares no code with src/, tests included.
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/', message: 'mocks/ imports nothing from src/: write or take its own (conventions: the demo backend is an oracle).' },
            { regex: '(^|/)src(/|$)', message: 'mocks/ imports nothing from src/: write or take its own (conventions: the demo backend is an oracle).' },
          ],
        },
      ],
    },
  },
  {
    // The navigation config holds data with icon elements, not components: fast refresh does not apply.
    files: ['src/shared/navigation/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
