import { z } from 'zod';
// The rules' own file, not their index (package.json "./contracts/behavior").
import { behaviorSchema } from '../rules/api';
import { endpoint } from './endpoint';

export { pathOf } from './endpoint';

/** One record as the API takes it: shared's behaviorSchema with `params` of any length (measured, never stored). */
export const behaviorRecordSchema = behaviorSchema.extend({
  params: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: 'validation.invalid' }).optional(),
});

/**
 * Records per batch. The HTTP client sends at most 20 (shared/src/http/behaviorLog.ts); the bound
 * leaves room for an older or newer client while keeping one request's insert small.
 */
export const BEHAVIOR_BATCH_MAX = 50;

/** A batch: a JSON array of records, each judged as one record is. */
export const behaviorBatchSchema = z
  .array(behaviorRecordSchema, { error: 'validation.invalid' })
  .min(1, { error: 'validation.required' })
  .max(BEHAVIOR_BATCH_MAX, { error: 'validation.tooLong' });

/**
 * The behaviour log (api/src/modules/behavior). The kernel's HTTP client sends it as a side effect
 * of other calls and imports no domain code, so it names the path itself (shared/src/http);
 * behavior.test.ts in shared/src/contracts holds the two together.
 */
export const behavior = {
  log: endpoint({
    method: 'POST',
    path: '/user/behavior',
    summary: 'Behaviour log: one record, or a batch of up to 50; route, page, method, source and the size of params, never their values',
    description: 'The answer carries `x-behavior-log: off` when nothing of this person is kept (a customer without the analytics consent).',
    body: z.union([behaviorBatchSchema, behaviorRecordSchema]),
    response: z.null(),
  }),
};
