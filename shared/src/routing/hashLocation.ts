// Hash routing (docs/requirements.md §2) is read by the kernel itself (the kit's route table, the not-found view's
// home link), so it lives in the kernel (shared/src/channel/hashLocation.ts) and the kernel imports
// no domain code (eslint.config.mjs). Apps keep importing it from here; it is stateless, so the copy
// each app bundles through this file behaves as the kernel's.
export * from '../channel/hashLocation';
