import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createWebpackConfig } from '@sencare/shared/build/federation.mjs';
import skeleton from './build/fillSkeleton.cjs';

const { fillSkeleton } = skeleton;

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The installable app: the web app manifest and its icons, and in production the
 * service worker with the build's file list (shell/src/pwa/). Development has no worker, so a
 * rebuild is never hidden behind a cached copy.
 */
function installableApp(production) {
  // index.skeleton.js: the first paint's script (index.html), hashed so it is cached for good.
  const copy = new CopyPlugin({ patterns: [{ from: 'src/pwa/manifest.webmanifest' }, { from: 'src/pwa/icons', to: 'icons' }, { from: 'src/index.skeleton.js', to: 'index.skeleton.[contenthash:8].js', transform: (content) => fillSkeleton(content) }] });
  if (!production) return [copy];
  // Not precached: compressed copies (the worker stores what the browser decoded) and source maps.
  const worker = new InjectManifest({ swSrc: './src/pwa/serviceWorker.ts', swDest: 'sw.js', exclude: [/\.(br|gz|map)$/, /^icons\/icon-512\.png$/, /\.LICENSE\.txt$/] });
  return [copy, worker];
}

export default (_env, argv) => {
  const production = argv?.mode !== 'development';
  return createWebpackConfig(
    {
      dirname,
      name: 'shell',
      isHost: true,
      port: 8081,
      plugins: [
        new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
        new webpack.DefinePlugin({
          // The PIN lock's background limit (shell/src/session/appLock.ts), set per deployment at build.
          'process.env.SENCARE_LOCK_AFTER_MINUTES': JSON.stringify(process.env.SENCARE_LOCK_AFTER_MINUTES ?? '5'),
          // The PIN lock's limit untouched in the foreground; the background limit unless set.
          'process.env.SENCARE_IDLE_LOCK_MINUTES': JSON.stringify(process.env.SENCARE_IDLE_LOCK_MINUTES ?? process.env.SENCARE_LOCK_AFTER_MINUTES ?? '5'),
          // The live updates' polling fallback (shell/src/live/liveTimings.ts), set per deployment at build.
          'process.env.SENCARE_LIVE_POLL_SECONDS': JSON.stringify(process.env.SENCARE_LIVE_POLL_SECONDS ?? '30'),
          'process.env.SENCARE_SERVICE_WORKER': JSON.stringify(production ? 'on' : 'off'),
          // Share of pages that send front-end telemetry (shell/src/federation/frontendReports.ts), 0–1.
          'process.env.SENCARE_TELEMETRY_SAMPLE': JSON.stringify(process.env.SENCARE_TELEMETRY_SAMPLE ?? '1'),
        }),
        ...installableApp(production),
      ],
    },
    argv,
  );
};
