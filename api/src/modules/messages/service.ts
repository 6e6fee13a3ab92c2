import type { MessagesPage } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import { MessagesRepository } from './repository';

export class MessagesService {
  private readonly repo: MessagesRepository;

  constructor(db: Db) {
    this.repo = new MessagesRepository(db);
  }

  async list(userId: number, page: number, pageSize: number): Promise<MessagesPage> {
    const { items, total } = await this.repo.page(userId, page, pageSize);
    return { items, page, pageSize, total, hasMore: page * pageSize < total };
  }

  async unreadCount(userId: number): Promise<{ count: number }> {
    return { count: await this.repo.unreadCount(userId) };
  }

  /** Answers the new unread count so the caller can update its badge without another call. */
  async markRead(userId: number, id: number): Promise<{ count: number }> {
    if (!(await this.repo.exists(userId, id))) throw fail.notFound();
    await this.repo.markRead(userId, id, nowIso());
    return this.unreadCount(userId);
  }

  async markAllRead(userId: number): Promise<{ count: number }> {
    await this.repo.markAllRead(userId, nowIso());
    return this.unreadCount(userId);
  }
}
