import { z } from 'zod';
import { CONSENT_PURPOSES, consentPurposeSchema } from './consentPurposes';
import { endpoint } from './endpoint';
import { localizedSchema } from './views';

/**
 * Consent per purpose (docs/privacy.md "Consent"): each purpose has its own versioned text in both
 * languages, and each answer a person gives is kept as a record of its own (api/src/modules/consent).
 * `needed` purposes are what the contract cannot be served without; the others are a free choice.
 */
export { CONSENT_PURPOSES, consentPurposeSchema, type ConsentPurpose } from './consentPurposes';

/** Where an answer was given: the web app, or the installed app (the same front end, another channel). */
export const CONSENT_CHANNELS = ['web', 'app'] as const;

const textSchema = z.object({ version: z.string(), title: localizedSchema, text: localizedSchema });

export const consentViewSchema = z.object({
  purpose: consentPurposeSchema,
  needed: z.boolean(),
  /** The text in force now. */
  current: textSchema,
  /** given / withdrawn from the latest answer; `unanswered` when this person never answered. */
  state: z.enum(['given', 'withdrawn', 'unanswered']),
  /** The latest answer: the exact text it was given on, in the language it was read in. */
  answer: z
    .object({ version: z.string(), language: z.enum(['en', 'vi']), channel: z.enum(CONSENT_CHANNELS), at: z.string(), title: z.string(), text: z.string() })
    .nullable(),
  /** True while the current version has no answer from this person: the app asks after sign-in. */
  due: z.boolean(),
});
export type ConsentView = z.output<typeof consentViewSchema>;

export const consentsSchema = z.object({ purposes: z.array(consentViewSchema), due: z.array(consentPurposeSchema) });
export type Consents = z.output<typeof consentsSchema>;

export const consentAnswersSchema = z.strictObject({
  answers: z
    .array(z.strictObject({ purpose: consentPurposeSchema, version: z.string({ error: 'validation.invalid' }).max(40, { error: 'validation.tooLong' }), given: z.boolean({ error: 'validation.invalid' }) }), { error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(CONSENT_PURPOSES.length, { error: 'validation.invalid' }),
  language: z.enum(['en', 'vi'], { error: 'validation.invalid' }),
  channel: z.enum(CONSENT_CHANNELS, { error: 'validation.invalid' }).default('web'),
});
export type ConsentAnswers = z.input<typeof consentAnswersSchema>;

/** The signed-in customer's consents (customers only: staff sign in under their employer's terms). */
export const consent = {
  list: endpoint({ method: 'GET', path: '/consents', summary: 'My consents: every purpose with its current text, my latest answer and whether it is due', response: consentsSchema }),
  answer: endpoint({
    method: 'POST',
    path: '/consents',
    summary: 'Give or withdraw consent, one or more purposes at once (each answer is a new record)',
    description:
      'Each answer names the version it was read in; an older version is 409 consent.errors.versionChanged. Saying no to a needed purpose is 409 consent.errors.neededPurpose (the contract cannot be served without it: closing the account is the way to end it). Giving the same answer again adds no record.',
    body: consentAnswersSchema,
    response: consentsSchema,
  }),
};
