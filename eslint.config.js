import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** `no-restricted-imports` for a folder: never a built `dist`, plus the folder's own boundary. */
function boundaries(group = [], message = '') {
  const patterns = [{ group: ['**/dist/**'], message: 'Use workspace packages from source.' }];
  if (group.length) patterns.push({ group, message });
  return ['error', { patterns }];
}

const NEW_SERVICE = { selector: "NewExpression[callee.name=/(Service|Files)$/]", message: 'Build services once, in features/services.ts, and take them as parameters.' };

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
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-imports': boundaries(),
    },
  },
  { files: ['packages/domain/**'], rules: { 'no-restricted-imports': boundaries(['**/apps/**', '@portal/server', '@portal/web'], 'The domain depends on nothing of ours.') } },
  { files: ['apps/web/**'], rules: { 'no-restricted-imports': boundaries(['**/server/src/**', '@portal/server'], 'The web client talks to the server over HTTP only.') } },
  { files: ['apps/server/**'], rules: { 'no-restricted-imports': boundaries(['**/web/src/**', '@portal/web'], 'The server never imports the web client.') } },
  { files: ['apps/server/src/platform/**'], rules: { 'no-restricted-imports': boundaries(['**/features/**'], 'The platform never depends on a feature.') } },
  {
    // A feature uses another only through its published API (`../orders`, i.e. its index.ts).
    files: ['apps/server/src/features/*/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/dist/**'], message: 'Use workspace packages from source.' },
            { regex: '^\\.\\./[a-z-]+/.+', message: "Import another feature through its published API (its folder's index.ts), never its files." },
          ],
        },
      ],
    },
  },
  {
    // Services are built once, in features/services.ts (the composition root), and handed to routes.
    files: ['apps/server/src/features/*/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', NEW_SERVICE] },
  },
  {
    // The order row's columns have one writer: the orders feature's named state changes.
    files: ['apps/server/src/features/*/**'],
    ignores: ['apps/server/src/features/orders/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', NEW_SERVICE, { selector: "CallExpression[callee.property.name='update'][arguments.0.name='orders']", message: 'Change an order through the orders feature (features/orders/order-changes.ts).' }],
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
