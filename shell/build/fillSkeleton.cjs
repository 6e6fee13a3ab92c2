// index.skeleton.js runs before the app (it picks the first paint: login or unlock) and is copied
// as it is, not bundled, so it cannot import the shell's modules. What it must agree on with them,
// the session token's storage key and the public routes, comes from their one source,
// src/firstPaint.json (read by src/storage/sessionStore.ts and src/routing/routeTable.ts), filled
// in at build time by the copy step in webpack.config.mjs.
const fs = require('node:fs');
const path = require('node:path');

const FIRST_PAINT = path.join(__dirname, '..', 'src', 'firstPaint.json');

/** The skeleton's source with its placeholders replaced; a placeholder left over fails the build. */
function fillSkeleton(source, values = JSON.parse(fs.readFileSync(FIRST_PAINT, 'utf8'))) {
  const filled = String(source)
    .replace(/__SENCARE_TOKEN_KEY__/g, () => JSON.stringify(values.tokenStorageKey))
    .replace(/__SENCARE_PUBLIC_ROUTES__/g, () => JSON.stringify(values.publicRoutes));
  if (/__SENCARE_[A-Z_]+__/.test(filled)) throw new Error('index.skeleton.js: a placeholder has no value in src/firstPaint.json');
  return filled;
}

module.exports = { fillSkeleton, FIRST_PAINT };
