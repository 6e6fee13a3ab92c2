import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@sencare/shared/build/federation.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createWebpackConfig(
    { dirname, name: 'mfe_broker', port: 3009, exposes: { './lifecycles': './src/lifecycles.tsx' } },
    argv,
  );
