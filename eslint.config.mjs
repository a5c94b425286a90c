// ESLint for the whole workspace (`npm run lint`, run by `npm test`): typescript-eslint's
// recommended rules for every TypeScript file, the React hooks rules for the apps and the UI
// package. Formatting is Prettier's (`npm run format`), not a lint rule.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.tmp/**', '**/test-results/**', '**/playwright-report/**', '**/.data/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are the compiler's job (noUnusedLocals / noUnusedParameters); `_x` marks a deliberate one.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `require` in the CommonJS configs (jest, build helpers) is how those files load modules.
      '@typescript-eslint/no-require-imports': 'off',
      // Input guards match control characters on purpose (refusing them in names, files, CSV).
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read JSON answers whose shape the assertion itself checks.
    files: ['**/*.test.ts', '**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.tsx', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts', 'packages/ui/src/**/*.ts', 'packages/platform/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The address's parameters through @hm/platform's useAddressParams: react-router's hook hands a
    // functional change the address of the last render, which the shell's transitions leave behind.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', importNames: ['useSearchParams'], message: 'Use useAddressParams of @hm/platform.' }] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
