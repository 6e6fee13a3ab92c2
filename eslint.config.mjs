// Lint for every workspace. The import-boundary rules keep the architecture's one-way flow:
// remotes → shared, shell → shared; never remote → remote, never shared → remote or shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mfe-claims', 'mfe-policies', 'mfe-cashless', 'mfe-account'];

const forbid = (names, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({ group: [name, `${name}/*`, `**/${name}/src/**`, `**/${name}`], message })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/output/**', '**/coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', window: 'readonly', global: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Kysely's documented migration signature is Kysely<any>: migrations must not depend on today's types.
  { files: ['api/src/db/migrations/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbid(
      [...REMOTES.filter((r) => r !== remote), 'shell/src', 'api/src'],
      'A remote imports only @sencare/shared: talk to other remotes through the channel, routes and the API.',
    ),
  })),
  { files: ['shared/**/*.{ts,tsx}'], rules: forbid([...REMOTES, 'shell/src', 'api/src'], 'shared/ must not know about any app.') },
  { files: ['shell/**/*.{ts,tsx}'], rules: forbid([...REMOTES, 'api/src'], 'The shell loads remotes at run time through Module Federation, never by import.') },
);
