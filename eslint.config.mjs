// Lint for every workspace. The import-boundary rules keep the architecture's one-way flow:
// remotes → shared, shell → shared; never remote → remote, never shared → remote or shell.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Every remote workspace (mfe-*), so a new remote gets the same boundaries without an edit here.
const REMOTES = fs.readdirSync(import.meta.dirname).filter((name) => name.startsWith('mfe-') && fs.existsSync(`${import.meta.dirname}/${name}/package.json`)).sort();

// The page's one antd-mobile is the UI kit (docs/architecture.md, decision 3): an app that imported
// antd-mobile itself would bundle and inject a second copy of the components and their global CSS.
const ANTD = { group: ['antd-mobile', 'antd-mobile/*'], message: "Import antd-mobile through the UI kit: '@sencare/shared/antd' (add a missing component there)." };

// rxjs is bundled once, inside the kernel channel, which re-exports the operators in use (shared/src/channel/rx.ts).
const RXJS = { group: ['rxjs', 'rxjs/*'], message: "Import rxjs operators from '@sencare/shared/channel' (add a missing one in shared/src/channel/rx.ts)." };

// The kernel (shared/src/{channel,http,i18n,ui,kit,antd}: one copy on the page, versioned by
// shared/kernel.lock.json) imports no domain code: format, rules, routing and signature are bundled
// per app and changed by teams for their own screens, and a kernel file importing them made every
// such change a kernel release (scripts/kernel-version.mjs refuses it too).
const KERNEL_DIRS = ['channel', 'http', 'i18n', 'ui', 'kit', 'antd'];
const DOMAIN = ['format', 'rules', 'routing', 'signature'];
const KERNEL_NO_DOMAIN_MESSAGE =
  'Kernel code imports no domain code (format, rules, routing, signature): move what the kernel needs into a kernel folder (docs/deploying.md "Kernel and domain code").';
const KERNEL_IMPORTS_NO_DOMAIN = {
  group: [
    ...DOMAIN.flatMap((name) => [`../${name}`, `../${name}/*`, `../../${name}`, `../../${name}/*`]),
    ...[...DOMAIN, 'limits', 'auth-forms'].flatMap((name) => [`@sencare/shared/${name}`, `@sencare/shared/${name}/*`]),
  ],
  message: KERNEL_NO_DOMAIN_MESSAGE,
};
// The package's root re-exports domain code too (shared/src/index.ts); kernel subpaths by name stay allowed.
const KERNEL_IMPORTS_NO_ROOT = { regex: '^@sencare/shared$', message: KERNEL_NO_DOMAIN_MESSAGE };

// Inside a remote, components/ is what several features share, so it never imports a feature: a
// feature → components → feature loop is how the claims wizard and its uploads once imported each
// other both ways. The claims wizard (features/submit), which the other claims features build on,
// imports none of them (docs/architecture.md "One way per concern").
const NO_FEATURES = { regex: '(^|/)features/', message: 'components/ is shared by the features: move what it needs from a feature into components/.' };
const CLAIMS_FEATURES = fs.readdirSync(`${import.meta.dirname}/mfe-claims/src/features`).filter((name) => name !== 'submit');
const SUBMIT_IMPORTS_NO_FEATURE = {
  regex: `^(\\.\\./)+(${CLAIMS_FEATURES.join('|')})(/|$)`,
  message: 'The claims wizard imports no other feature: move the shared piece to mfe-claims/src/components/.',
};

// One rule object per file set: a later config's no-restricted-imports replaces an earlier one.
const ANTD_INDEX = { regex: '^antd-mobile$', message: "Import the component's own module (antd-mobile/es/components/<name>): the package index brings every component." };

const forbid = (names, message, extra = [ANTD, RXJS]) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [...names.map((name) => ({ group: [name, `${name}/*`, `**/${name}/src/**`, `**/${name}`], message })), ...extra],
    },
  ],
});

const remoteImports = (remote, extra = []) =>
  forbid(
    [...REMOTES.filter((r) => r !== remote), 'shell/src', 'api/src'],
    'A remote imports only @sencare/shared: talk to other remotes through the channel, routes and the API.',
    [ANTD, RXJS, ...extra],
  );

// API modules talk through each other's public entry, modules/<name>/index.ts (api/README.md
// "Modules"): from a module, '../<other>' and nothing deeper; from the rest of the API (app, http,
// db, bench), 'modules/<name>' only. Exceptions: the registry (api/src/modules/index.ts mounts each
// module's routes.ts; it is in no module's block), and tests, which may use another module's test kit.
const API_MODULES = fs.readdirSync(`${import.meta.dirname}/api/src/modules`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const API_TEST_KITS = ['testkit', 'tus-testkit', 'submit-testkit', 'test-support', 'test-client'];
const API_TEST_FILES = ['*.test.ts', `{${API_TEST_KITS.join(',')}}.ts`];
const apiImports = (modules, from, tests) =>
  forbid([], '', [
    ANTD,
    RXJS,
    {
      regex: `${from}(${modules.join('|')})/${tests ? `(?!(${API_TEST_KITS.join('|')})$)` : ''}`,
      message: "Import another API module through its public entry ('../<module>', its index.ts); export what you need there (api/README.md \"Modules\").",
    },
  ]);
const apiBoundaries = (tests) => [
  ...API_MODULES.map((name) => ({
    files: tests ? API_TEST_FILES.map((glob) => `api/src/modules/${name}/${glob}`) : [`api/src/modules/${name}/**/*.ts`],
    rules: apiImports(API_MODULES.filter((other) => other !== name), '^(\\.\\./)+(modules/)?', tests),
  })),
  {
    files: tests ? [...API_TEST_FILES.map((glob) => `api/src/**/${glob}`), 'api/src/test/**/*.ts'] : ['api/src/**/*.ts', 'api/bench/**/*.ts'],
    ignores: ['api/src/modules/**'],
    rules: apiImports(API_MODULES, '(^|/)modules/', tests),
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-test/**', '**/node_modules/**', 'e2e/output/**', '**/coverage/**', 'data/**'] },
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
  { files: ['**/*.{ts,tsx}'], rules: forbid([], '') },
  // Kysely's documented migration signature is Kysely<any>: migrations must not depend on today's types.
  { files: ['api/src/db/migrations/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  ...REMOTES.map((remote) => ({ files: [`${remote}/**/*.{ts,tsx}`], rules: remoteImports(remote) })),
  ...REMOTES.map((remote) => ({ files: [`${remote}/src/components/**/*.{ts,tsx}`], rules: remoteImports(remote, [NO_FEATURES]) })),
  { files: ['mfe-claims/src/features/submit/**/*.{ts,tsx}'], rules: remoteImports('mfe-claims', [SUBMIT_IMPORTS_NO_FEATURE]) },
  // shared/src is where the kit is made: it alone imports antd-mobile.
  // Never through antd-mobile's index: the package marks it as having side effects, so it is kept
  // whole with every component it names (shared/src/antd/index.ts).
  { files: ['shared/**/*.{ts,tsx}'], rules: forbid([...REMOTES, 'shell/src', 'api/src'], 'shared/ must not know about any app.', [ANTD_INDEX]) },
  {
    files: KERNEL_DIRS.map((dir) => `shared/src/${dir}/**/*.{ts,tsx}`),
    rules: forbid([...REMOTES, 'shell/src', 'api/src'], 'shared/ must not know about any app.', [KERNEL_IMPORTS_NO_DOMAIN, KERNEL_IMPORTS_NO_ROOT, ANTD_INDEX]),
  },
  { files: ['shell/**/*.{ts,tsx}'], rules: forbid([...REMOTES, 'api/src'], 'The shell loads remotes at run time through Module Federation, never by import.') },
  ...apiBoundaries(false),
  ...apiBoundaries(true),
);
