// What the shell hands remotes as Module Federation singletons. The shell is a federation host
// through the runtime API (shell/src/federation/hostRuntime.ts), not through the build plugin:
// the plugin puts the federation runtime (about 30 KB br) and an async startup into main.js, so
// the login page paid for remotes it never loads (docs/architecture.md decision 4a).
// The runtime comes with the first remote instead; the modules below are the shell's own copies,
// registered so every remote uses them (one React, one session channel): loaded with the runtime,
// or zod's builds fetched when a remote first asks (hostRuntime.ts). The build only tells the code
// their versions (process.env.SENCARE_HOST_SHARED).
import path from 'node:path';
import { createRequire } from 'node:module';
import { kernelVersion, sharedPackageDependencies } from './kernel.mjs';

/** Packages by the import a remote consumes (mf-manifest.json "shared"), and the package that versions it. */
const PACKAGES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  // The login form's schema library (shared/src/rules/authForms.ts), handed to remotes with its
  // classic build so the page runs one zod core (federation.mjs FORM_LIBRARIES).
  zod: 'zod',
  'zod/mini': 'zod',
  // Home's figures run it, and the remote kit is built on it.
  '@tanstack/react-query': '@tanstack/react-query',
};

/**
 * Kernel subpaths the shell hands remotes, so the page's copy is the shell's. The remote kit (`kit`)
 * is one too: home runs part of it (its per-session query cache), and every remote starts through
 * it, so it comes with the federation runtime rather than from the first remote a round trip later.
 */
export const HOST_KERNEL_SUBPATHS = ['channel', 'http', 'i18n', 'ui', 'kit', 'antd'];

/** { name: { version, requiredVersion } } for every singleton the host registers. */
export function hostSharedVersions(dirname, pkg) {
  const requireFromApp = createRequire(path.join(dirname, 'package.json'));
  const out = {};
  for (const [name, base] of Object.entries(PACKAGES)) {
    // zod reaches the shell through @sencare/shared, which declares its range.
    const requiredVersion = pkg.dependencies?.[base] ?? sharedPackageDependencies()[base];
    if (!requiredVersion) throw new Error(`${pkg.name}: ${base} must be a dependency to be shared`);
    out[name] = { version: requireFromApp(`${base}/package.json`).version, requiredVersion };
  }
  const kernel = kernelVersion();
  for (const sub of HOST_KERNEL_SUBPATHS) out[`@sencare/shared/${sub}`] = { version: kernel, requiredVersion: `^${kernel}` };
  return out;
}

/** The build side of the host: the versions, as a constant the runtime code reads. */
export function hostSharedPlugin(dirname, pkg) {
  const versions = hostSharedVersions(dirname, pkg);
  // The runtime core's version (pinned exactly in the app's package.json; the package exports no
  // package.json), as the shell names itself its provider (hostRuntime.ts).
  const runtimeCore = pkg.dependencies?.['@module-federation/runtime-core'] ?? 'unknown';
  const constants = { 'process.env.SENCARE_HOST_SHARED': JSON.stringify(JSON.stringify(versions)), 'process.env.SENCARE_RUNTIME_CORE_VERSION': JSON.stringify(runtimeCore) };
  return { apply: (compiler) => new compiler.webpack.DefinePlugin(constants).apply(compiler) };
}
