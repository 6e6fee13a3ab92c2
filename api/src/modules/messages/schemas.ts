import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';

export { emptyBodySchema, messageIdParamsSchema, messagesQuerySchema } from '@sencare/shared/rules';

const text = z.object({ en: z.string(), vi: z.string() });

export const messageItemSchema = z.object({
  id: z.number(),
  title: text,
  body: text,
  link: z.string().nullable().describe("An in-app hash route such as '#/claims/detail?id=…', or null"),
  read: z.boolean(),
  createdAt: z.string().describe('ISO-8601 UTC'),
});

export const messagesPageResponse = envelopeOf(
  z.object({ items: z.array(messageItemSchema), page: z.number(), pageSize: z.number(), total: z.number(), hasMore: z.boolean() }),
);

export const unreadCountResponse = envelopeOf(z.object({ count: z.number().describe("The user's unread messages") }));
