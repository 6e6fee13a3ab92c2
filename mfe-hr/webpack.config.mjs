import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@sencare/shared/build/federation.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createWebpackConfig(
    { dirname, name: 'mfe_hr', port: 3008, exposes: { './lifecycles': './src/lifecycles.tsx' } },
    argv,
  );
