import { z } from 'zod';
import { LIMITS } from './limits';
// Kernel-owned (pickLanguage reads it); type-only, so nothing of the kernel is bundled here.
import type { LocalizedText } from '../i18n/languages';

export type { LocalizedText };

/**
 * Request schemas and response types of the API's account calls that are not in auth.ts.
 * Field names follow docs/requirements.md §7.
 */

/** POST /api/customer/getPinCode */
export const getPinCodeSchema = z.strictObject({
  userCode: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(LIMITS.textMaxLength, { error: 'validation.tooLong' }),
});

/** Bodies of calls that take no fields (getuserinfo, logout). */
export const emptyBodySchema = z.strictObject({});

export const BEHAVIOR_PARAMS_MAX = 8000;
export const URL_MAX = 2048;

/** POST /api/user/behavior (docs/requirements.md §7): sent by the HTTP client as a side effect of other calls. */
export const behaviorSchema = z.strictObject({
  url: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(URL_MAX, { error: 'validation.tooLong' }),
  redirectPage: z.string({ error: 'validation.invalid' }).max(URL_MAX, { error: 'validation.tooLong' }).optional(),
  method: z.string({ error: 'validation.required' }).regex(/^[A-Za-z]{3,7}$/, { error: 'validation.invalid' }),
  /** Serialized request data; objects are accepted too and serialized by the API. */
  params: z
    .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: 'validation.invalid' })
    .refine((v) => (typeof v === 'string' ? v : JSON.stringify(v)).length <= BEHAVIOR_PARAMS_MAX, { error: 'validation.tooLong' })
    .optional(),
  /** web_h5, web_pc or the app platform. */
  sourceType: z.string({ error: 'validation.required' }).regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'validation.invalid' }),
});

export type BehaviorInput = z.infer<typeof behaviorSchema>;

export interface UserProfile {
  userCode: string;
  account: string;
  fullName: string;
  email: string;
  phone: string;
  idType: string;
  idNumber: string;
  role: 'customer' | 'insurer' | 'provider' | 'hr' | 'broker';
  /** The medical provider a provider user works for (docs/portals.md "Roles"); absent for other roles. */
  providerId?: number;
  providerName?: string;
  dateOfBirth: string | null;
  gender: string | null;
  status: string;
  cashlessStatus: 'none' | 'pending' | 'active';
  cashlessActive: boolean;
  hasPin: boolean;
  privacyVersion: string | null;
  privacyAcceptedAt: string | null;
}

export interface LoginResult {
  token: string;
  userCode: string;
  user: UserProfile;
  /** Customers: the consent purposes whose text in force this person has not answered (docs/privacy.md "Consent"); the app asks them next. */
  consentsDue?: string[];
}

export interface PrivacyPolicy {
  version: string;
  title: LocalizedText;
  body: LocalizedText;
}
