import { z } from 'zod';
import { behaviorSchema } from '@sencare/shared/rules';

/**
 * Largest behaviour record accepted (413 above it). The HTTP client (shared/src/http) logs the body
 * of the call it made, so a claim with many fee lines is far above shared's BEHAVIOR_PARAMS_MAX;
 * only its size is kept (src/modules/behavior/summary.ts), so the event is accepted, not refused.
 */
export const BEHAVIOR_BODY_LIMIT = 1024 * 1024;

/** shared's behaviorSchema with `params` of any length: it is measured, never stored. */
export const behaviorLogSchema = behaviorSchema.extend({
  params: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: 'validation.invalid' }).optional(),
});

/**
 * Records per batch. The HTTP client sends at most 20 (shared/src/http/behaviorLog.ts);
 * the bound leaves room for an older or newer client while keeping one request's insert small.
 */
export const BEHAVIOR_BATCH_MAX = 50;

/** A batch: a JSON array of records, each judged as one record is. */
export const behaviorBatchSchema = z
  .array(behaviorLogSchema, { error: 'validation.invalid' })
  .min(1, { error: 'validation.required' })
  .max(BEHAVIOR_BATCH_MAX, { error: 'validation.tooLong' });

/** What the route accepts, for its documentation: one record (clients before) or a batch. */
export const behaviorBodySchema = z.union([behaviorBatchSchema, behaviorLogSchema]);

/**
 * The schema a body is judged by: its shape picks the form, so a 400 names the field that is
 * wrong (`2.method`, `url`) instead of zod's "no form of the union matched".
 */
export const behaviorSchemaFor = (body: unknown): z.ZodType => (Array.isArray(body) ? behaviorBatchSchema : behaviorLogSchema);
