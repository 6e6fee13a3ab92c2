/**
 * The claims module's public surface: the claims service (the insurer's moves are recorded
 * through it: insurer/service.ts), the file checks GOP documents share, and the document
 * counters GOP numbers share.
 */
export { alignClaimNumbers, nextNumber } from './claim-numbers';
export { cleanName, maxBytesFor, sniffMime, type AcceptedMime } from './files';
export { ClaimsService, type InsurerChange } from './service';
