// Loaded at the first banner only (ClaimBannerSlot.tsx): single-spa and the federation runtime stay
// off the login page and out of main.js (docs/architecture.md decisions 4a and 5).
import type { ParcelConfig } from 'single-spa';
import { loadRemoteModule } from '../federation/remoteRegistry';

export { mountRootParcel } from 'single-spa';

/** mfe-claims' banner parcel (mfe-claims/src/claimStatusBannerParcel.tsx). */
export const loadClaimBannerParcel = () => loadRemoteModule<ParcelConfig>('claims', 'claimStatusBannerParcel');
