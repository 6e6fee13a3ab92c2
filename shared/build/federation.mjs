// One federation + webpack config for the shell and every remote, so the share list, the
// loaders and the output naming cannot drift between teams (docs/architecture.md "Runtime").
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { KERNEL_SUBPATHS, kernelVersion, remoteRequirements, sharedPackageDependencies } from './kernel.mjs';
import { readRemoteDeclaration } from './remoteDeclaration.mjs';
import { hostSharedPlugin } from './hostShared.mjs';

const require = createRequire(import.meta.url);

/**
 * The form stack, one copy per page like React: a remote's own copy is only a fallback, fetched
 * when nothing on the page provides it yet. zod and zod/mini come from the shell once someone is
 * signed in (hostShared.mjs: the shell's login form already runs zod's core, so both builds of
 * the schema API share that one core); react-hook-form and its zod resolver from whichever
 * remote loads first. Without this each remote carried zod and the form code again (five
 * downloads of them in one session, measured), and the bench refuses a library downloaded twice
 * (bench/duplicates.mjs).
 */
export const FORM_LIBRARIES = { zod: 'zod', 'zod/mini': 'zod', 'react-hook-form': 'react-hook-form', '@hookform/resolvers/zod': '@hookform/resolvers' };

/**
 * Shared singletons: only what must be one instance on the page. antd-mobile is not shared as a
 * package: a shared package is not tree-shaken (148 KB gz measured vs 2 KB for one Button), so
 * the page's one copy is the UI kit `@sencare/shared/antd`, a kernel subpath that names only the
 * components in use (docs/architecture.md, decision 3). Of @sencare/shared only the kernel
 * subpaths are shared, at the kernel's own version; its domain code (format, rules, routing,
 * limits) is bundled by each app, so one team's release never changes another's screens.
 * TanStack Query is one copy because the kit (shared/src/kit) provides each remote's query client.
 * rxjs is not shared either (it was, whole: 17.7 KB gz): the kernel channel bundles the operators
 * the page uses and re-exports them (shared/src/channel/rx.ts). The form stack is (FORM_LIBRARIES).
 */
export function sharedSingletons(pkg) {
  // zod comes to every app through @sencare/shared (its rules and contracts), so its range is
  // the shared package's unless the app names its own.
  const deps = { ...sharedPackageDependencies(), ...pkg.dependencies };
  const versionOf = (name) => deps[name] ?? false;
  const one = (name) => ({ singleton: true, requiredVersion: versionOf(name), strictVersion: false });
  const shared = {
    react: one('react'),
    'react/': one('react'),
    'react-dom': one('react-dom'),
    'react-dom/': one('react-dom'),
    i18next: one('i18next'),
    'react-i18next': one('react-i18next'),
  };
  if (deps['@tanstack/react-query']) shared['@tanstack/react-query'] = one('@tanstack/react-query');
  for (const [name, base] of Object.entries(FORM_LIBRARIES)) {
    // zod/mini's folder has a package.json without a version: name the one @sencare/shared resolves.
    if (base === 'zod') shared[name] = { ...one(base), version: require('zod/package.json').version };
    else if (pkg.dependencies?.[base]) shared[name] = one(base);
  }
  const kernel = kernelVersion();
  for (const sub of KERNEL_SUBPATHS) {
    shared[`@sencare/shared/${sub}`] = { singleton: true, version: kernel, requiredVersion: `^${kernel}`, strictVersion: false };
  }
  if (deps['single-spa']) shared['single-spa'] = one('single-spa');
  return shared;
}

/**
 * RELEASE_LABEL (docs/deploying.md): a remote's entry marks the page with the release it came from,
 * `<html data-mfe-claims-release="…">`, so support and the release e2e can tell which build a tab runs.
 */
function releaseLabel(name, isHost) {
  const label = process.env.RELEASE_LABEL;
  if (isHost || !label) return [];
  const attribute = `data-${name.replace(/_/g, '-')}-release`;
  const banner = `typeof document!=='undefined'&&document.documentElement.setAttribute(${JSON.stringify(attribute)},${JSON.stringify(label)});`;
  // The running compiler's own BannerPlugin (no second copy of webpack imported here).
  return [{ apply: (compiler) => new compiler.webpack.BannerPlugin({ banner, raw: true, include: /^remoteEntry\.js$/ }).apply(compiler) }];
}

/**
 * Brotli and gzip copies of every text file, made once at build: the gateways send
 * them as they are (@fastify/static `preCompressed`, nginx `gzip_static`) instead of compressing
 * on each request or not at all. A file that does not shrink gets no copy.
 */
function precompress(production) {
  if (!production) return [];
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test, threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }),
    new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test, threshold: 1024, minRatio: 0.9, compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }),
  ];
}

/**
 * A remote's manifest says what it needs from the page (metaData.sencare): the kernel range it
 * was built against, its React range and the session-channel contract it speaks, which the shell
 * checks before mounting (shell/src/federation/compatibility.ts); and its src/remote.json (title,
 * prefixes, aliases), from which the shell learns which paths are the remote's.
 */
function declareRemote(dirname, pkg) {
  // Read at config time, so a wrong remote.json fails the build before webpack starts.
  const declaration = readRemoteDeclaration(dirname);
  return ({ stats }) => {
    stats.metaData = { ...stats.metaData, sencare: { ...remoteRequirements(pkg), ...declaration } };
    return stats;
  };
}

/**
 * zod's `locales` namespace (every language zod ships, about 40 KB br) is part of any build that
 * imports zod's namespace, and a shared module is never tree-shaken: only English is kept
 * (./zodLocales.mjs). No app calls `z.locales`; their messages are their own i18n.
 */
function zodEnglishOnly() {
  const stub = fileURLToPath(new URL('./zodLocales.mjs', import.meta.url));
  return { apply: (compiler) => new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/, stub).apply(compiler) };
}

/**
 * CSS in files in production: one stylesheet per chunk, loaded by the chunk's own
 * runtime (a remote's lazily loaded page brings its CSS with it; the kit's CSS comes once with the
 * kit), cached immutably like the JS. Development keeps style-loader (no extraction step per edit).
 */
function cssRules(name, production) {
  const inject = production ? MiniCssExtractPlugin.loader : 'style-loader';
  const modules = { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: `${name}-[local]-[hash:base64:5]` };
  return [
    { test: /\.module\.css$/, use: [inject, { loader: 'css-loader', options: { modules } }] },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [inject, 'css-loader'] },
  ];
}

function extractCss(production) {
  if (!production) return [];
  return [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true })];
}

/**
 * The shell's runtime core is one module: without this alias the shell's build resolved
 * `@module-federation/runtime-core` to more than one module and carried it in three chunks (measured
 * again at 2.9.2), and the copy hostRuntime.ts hands remotes must be the one the shell runs.
 */
function oneRuntimeCore(isHost) {
  // Its ES build (index.js beside the CommonJS index.cjs that require.resolve names): only ES
  // modules are tree-shaken, and the compatibility gate on home needs one function of it.
  const esm = require.resolve('@module-federation/runtime-core').replace(/index\.cjs$/, 'index.js');
  return isHost ? { '@module-federation/runtime-core$': esm, ...hostKernelNamespaces() } : {};
}

/**
 * The shell's compatibility gate (shell/src/federation/compatibility.ts) runs on every page that
 * learns the remotes, home included, and needs only the runtime core's `satisfy`. The core's
 * package.json does not say it is free of side effects, so importing one function kept the whole
 * core (about 20 KB br) on home, long before any remote loads. Its side effects (the federation
 * global) run when hostRuntime.ts, which uses every export, loads with the first remote.
 */
function runtimeCoreTreeShaken(isHost) {
  return isHost ? [{ test: /[\\/]@module-federation[\\/]runtime-core[\\/]/, sideEffects: false }] : [];
}

/** A kernel subpath's index as a second module over the same files (see below). */
const hostIndex = (sub) => `${require.resolve(`@sencare/shared/${sub}`)}?host`;

/**
 * The kernel subpaths the shell hands remotes whole (`@sencare/shared/<sub>/host`, imported only by
 * shell/src/federation/hostRuntime.ts). A namespace import of the subpath itself would mark every
 * export of its index as used, and the index is in main.js (the login page uses a few of them),
 * so the whole kit came with the login page (main.js 108.9 → 162.9 KB br). With a query the index
 * is a second module over the same files: the login page keeps only what it uses, the rest comes
 * with the federation runtime after sign-in, and every file is still one module instance.
 */
function hostKernelNamespaces() {
  return Object.fromEntries(['antd', 'ui', 'kit'].map((sub) => [`@sencare/shared/${sub}/host$`, hostIndex(sub)]));
}

/**
 * In the shell, the remote kit's own files reach the UI kit and `ui` through those host modules.
 * The shell hands remotes the whole kit (hostRuntime.ts), and the kit's dialogs and pull-to-refresh
 * read their components from the UI kit's index: through the plain index they marked those
 * components used wherever that index is, and it is on home (home 195.9 → 207.5 KB, measured).
 * Through the host modules they come with the federation runtime only.
 */
function kitReadsHostNamespaces(isHost) {
  if (!isHost) return [];
  const alias = { '@sencare/shared/antd$': hostIndex('antd'), '@sencare/shared/ui$': hostIndex('ui') };
  return [{ test: /[\\/]shared[\\/]src[\\/]kit[\\/]/, resolve: { alias } }];
}

/**
 * A remote is built by the Module Federation plugin, without a runtime of its own: the shell
 * provides the runtime core (remoteEntry 27.8 -> 9.5 KB gz). The shell is a host through
 * the runtime API instead (./hostShared.mjs): only the versions of what it shares come from here.
 */
function federation({ dirname, name, exposes, isHost, pkg }) {
  if (isHost) return hostSharedPlugin(dirname, pkg);
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: sharedSingletons(pkg),
    // Default 'version-first' loads every remote entry at start: one dead remote blanks the shell.
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json', additionalData: declareRemote(dirname, pkg) },
    dts: false,
    experiments: { asyncStartup: true, externalRuntime: true },
  });
}

export function createWebpackConfig({ dirname, name, exposes = {}, isHost = false, plugins = [], port = 8080 }, argv = {}) {
  const pkg = require(path.join(dirname, 'package.json'));
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: isHost ? { main: './src/index.ts' } : {},
    target: 'web',
    // No eval-based source maps: the gateway's CSP (script-src 'self') would block them in dev.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: 'auto',
      // The federation runtime entry cannot carry a contenthash; chunks do, and are immutable.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      // Empties only this build's own folder: dist/, or the staging folder of a release
      // (scripts/release/build.mjs passes --output-path), never a published release.
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: oneRuntimeCore(isHost) },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic', tsconfig: path.join(dirname, 'tsconfig.json') },
        },
        ...cssRules(name, production),
        { test: /\.(png|svg|jpe?g|webp|gif)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ...runtimeCoreTreeShaken(isHost),
        ...kitReadsHostNamespaces(isHost),
      ],
    },
    performance: { hints: false },
    // SWC minifies instead of webpack's default Terser: measured on mfe-claims, one build 49.7 s →
    // 18.9 s and 357.9 → 356.6 KB of JS gzipped (docs/testing.md "Builds"). The compress passes are
    // webpack's default for Terser.
    optimization: { runtimeChunk: false, minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })] },
    plugins: [
      federation({ dirname, name, exposes, isHost, pkg }),
      zodEnglishOnly(),
      ...releaseLabel(name, isHost),
      ...extractCss(production),
      ...plugins,
      ...precompress(production),
    ],
    devServer: {
      port,
      static: false,
      hot: false,
      liveReload: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost ? [{ context: ['/api', '/mfe', '/remotes.json'], target: 'http://localhost:8080' }] : [],
    },
  };
}
