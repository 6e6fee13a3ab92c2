// Stands in for zod's index of locales in every build (federation.mjs zodEnglishOnly): zod's
// defaults need English only, the apps show their own translated messages (shared/src/rules), and
// the index's forty-odd languages would otherwise ship whole in the page's shared copy of zod.
export { default as en } from 'zod/v4/locales/en.js';
