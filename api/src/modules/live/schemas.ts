import { CLAIM_STATUSES } from '@sencare/shared/rules';
import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';

export const liveSnapshotSchema = z.object({
  unreadCount: z.number().describe("The user's unread messages"),
  claims: z
    .array(z.object({ claimId: z.string(), status: z.enum(CLAIM_STATUSES) }))
    .describe('The 50 most recently changed submitted claims and their statuses'),
});

export const liveSnapshotResponse = envelopeOf(liveSnapshotSchema);
