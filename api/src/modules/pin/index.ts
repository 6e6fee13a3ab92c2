/** The PIN module's public surface: checking a PIN (fingerprint unlock falls back to it) and its answers' shapes. */
export { emptyResponse, verifiedResponse } from './schemas';
export { PinService } from './service';
