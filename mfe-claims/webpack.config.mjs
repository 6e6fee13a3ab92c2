import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@sencare/shared/build/federation.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createWebpackConfig(
    { dirname, name: 'mfe_claims', port: 3001, exposes: { './lifecycles': './src/lifecycles.tsx', './claimStatusBannerParcel': './src/claimStatusBannerParcel.tsx' } },
    argv,
  );
