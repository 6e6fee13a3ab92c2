import { z } from 'zod';

/**
 * The consent purposes (docs/privacy.md "Consent"), in a file of their own: the sign-in answer
 * names the ones due (auth.ts), and the shell's login page imports that declaration alone.
 */
export const CONSENT_PURPOSES = ['contract', 'cashless-sharing', 'biometric', 'service-messages', 'product-news', 'analytics'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);
