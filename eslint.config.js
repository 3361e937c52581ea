import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Lint, and the import boundaries of the architecture: the domain depends on nothing of ours, the
 * web and the server never import each other, the platform never imports a feature, and no feature
 * reaches into another feature's routes.
 */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'data/**', 'apps/server/drizzle/**', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/dist/**'], message: 'Use workspace packages from source.' }] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'The domain depends on nothing of ours.' },
            { target: './apps/web', from: './apps/server', message: 'The web client talks to the server over HTTP only.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web client.' },
            { target: './apps/server/src/platform', from: './apps/server/src/features', message: 'The platform never depends on a feature.' },
            { target: './apps/server/src/features', from: './apps/server/src/features/*/*.routes.ts', except: ['./register.ts'], message: "Call another feature's service, not its routes." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
