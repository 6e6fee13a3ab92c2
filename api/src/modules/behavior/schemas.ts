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
