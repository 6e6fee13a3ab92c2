import type { z } from 'zod';
import { behaviorBatchSchema, behaviorRecordSchema } from '@sencare/shared/contracts';

/**
 * Largest behaviour record accepted (413 above it). The HTTP client (shared/src/http) logs the body
 * of the call it made, so a claim with many fee lines is far above shared's BEHAVIOR_PARAMS_MAX;
 * only its size is kept (src/modules/behavior/summary.ts), so the event is accepted, not refused.
 */
export const BEHAVIOR_BODY_LIMIT = 1024 * 1024;

/**
 * The schema a body is judged by (both forms are declared in @sencare/shared/contracts, behavior.ts):
 * its shape picks the form, so a 400 names the field that is wrong (`2.method`, `url`) instead of
 * zod's "no form of the union matched".
 */
export const behaviorSchemaFor = (body: unknown): z.ZodType => (Array.isArray(body) ? behaviorBatchSchema : behaviorRecordSchema);
