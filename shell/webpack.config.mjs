import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createWebpackConfig } from '@sencare/shared/build/federation.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createWebpackConfig(
    {
      dirname,
      name: 'shell',
      isHost: true,
      port: 8081,
      plugins: [new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' })],
    },
    argv,
  );
