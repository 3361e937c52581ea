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

/** The web client's boundaries: never the server, plus a folder's own (a later block replaces an earlier one's list). */
function webBoundaries(extra = []) {
  return [
    'error',
    {
      patterns: [
        { group: ['**/dist/**'], message: 'Use workspace packages from source.' },
        { group: ['**/server/src/**', '@portal/server'], message: 'The web client talks to the server over HTTP only.' },
        ...extra,
      ],
    },
  ];
}

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
  { files: ['apps/web/**'], rules: { 'no-restricted-imports': webBoundaries() } },
  { files: ['apps/server/**'], rules: { 'no-restricted-imports': boundaries(['**/web/src/**', '@portal/web'], 'The server never imports the web client.') } },
  { files: ['apps/server/src/platform/**'], rules: { 'no-restricted-imports': boundaries(['**/features/**'], 'The platform never depends on a feature.') } },
  // A feature uses another only through its published API (`../orders`, i.e. its index.ts). The
  // number of `../` that leaves the feature depends on how deep the file is (critique-engine/checks/…).
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`apps/server/src/features/*/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/dist/**'], message: 'Use workspace packages from source.' },
            { regex: `^(\\.\\./){${depth}}[a-z-]+/.+`, message: "Import another feature through its published API (its folder's index.ts), never its files." },
          ],
        },
      ],
    },
  })),
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
      // `db.update(orders)`, `db.update(schema.orders)`, and `update orders` in SQL text.
      'no-restricted-syntax': [
        'error',
        NEW_SERVICE,
        ...["CallExpression[callee.property.name='update'][arguments.0.name='orders']", "CallExpression[callee.property.name='update'][arguments.0.property.name='orders']", 'TemplateElement[value.raw=/update\\s+"?orders"?\\s/i]'].map(
          (selector) => ({ selector, message: 'Change an order through the orders feature (features/orders/order-changes.ts).' }),
        ),
      ],
    },
  },
  // The web client: the ground floor (platform/, ui/) imports no feature and nothing of the shell.
  {
    files: ['apps/web/src/platform/**', 'apps/web/src/ui/**'],
    rules: { 'no-restricted-imports': webBoundaries([{ regex: '(^|/)(features|app)(/|$)', message: 'The ground floor (platform/, ui/) never imports a feature or the shell (app/).' }]) },
  },
  // The shell composes features through their index.ts only.
  {
    files: ['apps/web/src/app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': webBoundaries([{ regex: '^(\\.\\./)+features/[a-z-]+/.+', message: "The shell uses a feature only through its index.ts (its WebFeature and published API)." }]) },
  },
  // A web feature's index.ts is what the shell loads at start: its WebFeature and lazy loaders only.
  // Code other features reuse is published from public.ts, so it downloads only with their pages.
  {
    files: ['apps/web/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportNamedDeclaration[source], ExportAllDeclaration', message: "index.ts is in the first download: publish reusable code from the feature's public.ts instead." },
      ],
    },
  },
  // A web feature uses another only through its index.ts (`../../orders`: lazy loaders) or its
  // public.ts (`../../orders/public`: reusable code), never its other files, and never the shell. The number of `../` that leaves the feature depends on how deep the file is.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': webBoundaries([
        { regex: `^(\\.\\./){${depth}}[a-z-]+/(?!public$).+`, message: "Import another feature through its published API (its index.ts or public.ts), never its other files." },
        { regex: `^(\\.\\./){${depth + 1}}app(/|$)`, message: 'A feature never imports the shell (app/); declare a slot in platform/slots.tsx instead.' },
      ]),
    },
  })),
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
