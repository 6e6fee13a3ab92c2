import {
  init,
  loadRemote as runtimeLoadRemote,
  preloadRemote as runtimePreloadRemote,
  registerRemotes as runtimeRegisterRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as kernelAntd from '@sencare/shared/antd/host';
import * as kernelChannel from '@sencare/shared/channel';
import * as kernelHttp from '@sencare/shared/http';
import * as kernelI18n from '@sencare/shared/i18n';
import * as kernelKit from '@sencare/shared/kit/host';
import * as kernelUi from '@sencare/shared/ui/host';
import sencareRuntimePlugins from './runtimePlugins';

/** The core's installed version, read by the build (shared/build/hostShared.mjs). */
const RUNTIME_CORE_VERSION = process.env.SENCARE_RUNTIME_CORE_VERSION ?? 'unknown';

/** A module the shell hands out only when a remote first asks for it: its own chunk, not the runtime's. */
type OnDemand = () => Promise<object>;

/**
 * The shell as a Module Federation host, through the runtime API (docs/architecture.md
 * decision 4a). This file is reached only from the code that starts remotes, so the runtime and
 * everything here loads after sign-in, never on the login page. The modules are the shell's own
 * copies, registered as loaded or, for zod's builds, fetched when a remote first asks: with
 * 'loaded-first' every remote uses them, so the page has one React and one session channel. Their
 * versions come from the build (shared/build/hostShared.mjs).
 */
const MODULES: Record<string, object | OnDemand> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  i18next: I18next,
  'react-i18next': ReactI18next,
  // The login form's zod core, with both schema builds on it (shared/build/hostShared.mjs). Each
  // build's whole namespace comes when a remote first runs it: an entry screen that reads its paths
  // by type (mfe-account/src/api/messages.ts) downloads and runs no schema library.
  zod: () => import(/* webpackChunkName: "zod-classic" */ 'zod'),
  'zod/mini': () => import(/* webpackChunkName: "zod-mini" */ 'zod/mini'),
  '@sencare/shared/antd': kernelAntd,
  '@sencare/shared/channel': kernelChannel,
  '@sencare/shared/http': kernelHttp,
  '@sencare/shared/i18n': kernelI18n,
  // Every remote starts through the kit, and the kit through TanStack Query, which home already
  // runs (shell/src/ui/pages/useHomeFigures.ts): here they come with the runtime, so a session's
  // first remote waits for its entry and exposed chunk only, not for a third round trip to fetch
  // its own copies of them after remoteEntry.js has run (docs/architecture.md "The first remote of
  // a session").
  '@sencare/shared/kit': kernelKit,
  '@tanstack/react-query': ReactQuery,
  '@sencare/shared/ui': kernelUi,
};

export interface SharedVersion {
  version: string;
  requiredVersion: string;
}

/** The runtime's `shared` option: each module with the version the build read from its package. */
export function hostShared(versions: Record<string, SharedVersion>, modules: Record<string, object | OnDemand> = MODULES) {
  const names = Object.keys(modules);
  const unknown = Object.keys(versions).filter((name) => !(name in modules));
  const missing = names.filter((name) => !versions[name]);
  if (unknown.length || missing.length) throw new Error(`host shared list and build disagree: unknown ${unknown.join(', ') || '-'}; no version for ${missing.join(', ') || '-'}`);
  return Object.fromEntries(
    names.map((name) => {
      const module = modules[name];
      const shareConfig = { singleton: true, requiredVersion: versions[name].requiredVersion, strictVersion: false };
      // Registered by the 'loaded-first' host, an entry not loaded yet is still never replaced by a
      // remote's fallback copy of the same version (@module-federation/runtime-core, initializeSharing).
      if (typeof module === 'function') return [name, { version: versions[name].version, get: () => module().then((loaded: object) => () => loaded), shareConfig }];
      return [name, { version: versions[name].version, lib: () => module, loaded: true, shareConfig }];
    }),
  );
}

/**
 * Remotes are built without a runtime of their own (`externalRuntime`): their remoteEntry.js reads
 * the core from the global `_FEDERATION_RUNTIME_CORE`. A copy of the whole namespace, because the
 * remote calls functions the shell never does (tree-shaking kept only `Global` of a namespace import).
 */
const provideRuntimeCore: ModuleFederationRuntimePlugin = {
  name: 'sencare-provide-runtime-core',
  beforeInit(args) {
    Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: { ...runtimeCore }, _FEDERATION_RUNTIME_CORE_FROM: { name: args.options.name, version: RUNTIME_CORE_VERSION } });
    return args;
  },
};

let started = false;

function host(): void {
  if (started) return;
  started = true;
  init({
    name: 'shell',
    remotes: [],
    shared: hostShared(JSON.parse(process.env.SENCARE_HOST_SHARED ?? '{}') as Record<string, SharedVersion>),
    // Remotes are built without a runtime of their own: this hands them the shell's.
    plugins: [provideRuntimeCore, sencareRuntimePlugins()],
    // The default 'version-first' loads every remote entry at start: one dead remote blanks the shell.
    shareStrategy: 'loaded-first',
  });
}

export const registerRemotes: typeof runtimeRegisterRemotes = (...args) => {
  host();
  return runtimeRegisterRemotes(...args);
};

export const loadRemote: typeof runtimeLoadRemote = (...args) => {
  host();
  return runtimeLoadRemote(...args);
};

export const preloadRemote: typeof runtimePreloadRemote = (...args) => {
  host();
  return runtimePreloadRemote(...args);
};
