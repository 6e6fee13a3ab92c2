import type { Db } from '../../db/database';
import { MessagesRepository } from './repository';

/**
 * The person's unread messages: what the live stream's snapshot and its `unread-count` event carry
 * (live/repository.ts, live/notices.ts). A function of its own, not the service: MessagesService
 * notifies the live stream, so the live module importing it would go round in a circle.
 */
export const unreadCountOf = (db: Db, userId: number): Promise<number> => new MessagesRepository(db).unreadCount(userId);
