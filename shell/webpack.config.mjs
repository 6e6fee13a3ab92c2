import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { createWebpackConfig } from '@sencare/shared/build/federation.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createWebpackConfig(
    {
      dirname,
      name: 'shell',
      isHost: true,
      port: 8081,
      plugins: [
        new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
        // The PIN lock's background limit (shell/src/session/appLock.ts), set per deployment at build.
        new webpack.DefinePlugin({ 'process.env.SENCARE_LOCK_AFTER_MINUTES': JSON.stringify(process.env.SENCARE_LOCK_AFTER_MINUTES ?? '5') }),
      ],
    },
    argv,
  );
