import { ApiError } from '@sencare/shared/http';
import { bodyHash, outcomeUnknown, submissionFor } from './submission';
import type { LocalDraft } from './draftStore';

const draft = (submission?: LocalDraft['submission']): LocalDraft => ({ step: 4, values: {}, documents: [], updatedAt: '', submission });

describe('the Idempotency-Key follows the body', () => {
  test('the same body keeps its key, in whatever order its fields were typed; another body gets a new key', async () => {
    const first = await submissionFor(draft(), { diagnosis: 'Cúm', requestAmount: 1, feeItems: [{ name: 'a', amount: 1 }] });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const again = await submissionFor(draft(first), { feeItems: [{ amount: 1, name: 'a' }], requestAmount: 1, diagnosis: 'Cúm' });
    expect(again).toEqual(first);
    const changed = await submissionFor(draft(first), { diagnosis: 'Cúm A', requestAmount: 1, feeItems: [{ name: 'a', amount: 1 }] });
    expect(changed.key).not.toBe(first.key);
    expect(changed.bodyHash).not.toBe(first.bodyHash);
    const confirmed = await submissionFor(draft(first), { diagnosis: 'Cúm', requestAmount: 1, feeItems: [{ name: 'a', amount: 1 }], confirmDuplicate: true });
    expect(confirmed.key).not.toBe(first.key);
  });

  test('hashes differ for different bodies and match for equal ones', async () => {
    expect(await bodyHash({ a: 1, b: 2 })).toBe(await bodyHash({ b: 2, a: 1 }));
    expect(await bodyHash({ a: 1 })).not.toBe(await bodyHash({ a: 2 }));
  });

  test('which failures leave the outcome unknown (and are reconciled) and which are final answers', () => {
    for (const e of [new ApiError(5, 'error.network', 0), new ApiError(5, 'error.timeout', 0), new ApiError(500, 'error.system', 500), new ApiError(502, 'error.exception', 502), new ApiError(409, 'claims.inProgress', 409), new ApiError(422, 'claims.idempotencyMismatch', 422), new TypeError('Failed to fetch')]) {
      expect(outcomeUnknown(e)).toBe(true);
    }
    for (const e of [new ApiError(409, 'claims.duplicate', 409), new ApiError(400, 'validation.invalid', 400), new ApiError(403, 'error.maxClaims', 403)]) {
      expect(outcomeUnknown(e)).toBe(false);
    }
  });
});
