import { z } from 'zod';

/**
 * Messages (docs/requirements.md §2 "messages: mark all read, load more on slide up"): request schemas the API
 * validates with and the response types the account remote reads.
 */
export const MESSAGES_PAGE_SIZE_DEFAULT = 10;
export const MESSAGES_PAGE_SIZE_MAX = 50;
/** Far beyond any real inbox; stops offset scans from being used as a load generator. */
export const MESSAGES_PAGE_MAX = 10_000;

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

/** GET /api/messages?page=&pageSize= (page counts from 1). */
export const messagesQuerySchema = z.strictObject({
  page: positiveInt(MESSAGES_PAGE_MAX).default(1),
  pageSize: positiveInt(MESSAGES_PAGE_SIZE_MAX).default(MESSAGES_PAGE_SIZE_DEFAULT),
});

/** :id of POST /api/messages/:id/read. */
export const messageIdParamsSchema = z.strictObject({
  id: z
    .string({ error: 'validation.invalid' })
    .regex(/^[1-9]\d{0,9}$/, { error: 'validation.invalid' })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: 'validation.invalid' }),
});

export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
