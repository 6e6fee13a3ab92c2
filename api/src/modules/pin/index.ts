/** The PIN module's public surface: checking a PIN (fingerprint unlock falls back to it). */
export { PinService } from './service';
