import { z } from 'zod';

const invalid = { error: 'validation.invalid' };

/**
 * The staff queues page by keyset (api/src/lib/keyset.ts): a request names the previous page's
 * `nextCursor`, opaque to the client.
 */
export const pageCursor = z.string(invalid).regex(/^[A-Za-z0-9_-]{1,200}$/, invalid);

/** A search of a staff queue: 2 to 80 characters. */
export const searchText = z.string(invalid).trim().min(2, { error: 'validation.tooShort' }).max(80, { error: 'validation.tooLong' });

/** A page of a staff queue: `total` counts up to 1,000 and `totalCapped` says there are more ("1,000+"). */
export const keysetPage = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number(), totalCapped: z.boolean() });

/** How a queue's count reads: "1,000+" past the cap. */
export const countLabel = (page: { total: number; totalCapped: boolean }, format: (n: number) => string = String): string => (page.totalCapped ? `${format(page.total)}+` : format(page.total));
