import type { MessagesPage } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import { LiveNotices } from '../live';
import { MessagesRepository } from './repository';

export class MessagesService {
  private readonly repo: MessagesRepository;
  private readonly live: LiveNotices;

  constructor(db: Db) {
    this.repo = new MessagesRepository(db);
    this.live = new LiveNotices(db);
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
    return this.unreadCountToLive(userId);
  }

  async markAllRead(userId: number): Promise<{ count: number }> {
    await this.repo.markAllRead(userId, nowIso());
    return this.unreadCountToLive(userId);
  }

  /** The user's other tabs and devices follow the badge through the live stream. */
  private async unreadCountToLive(userId: number): Promise<{ count: number }> {
    const unread = await this.unreadCount(userId);
    this.live.unreadCount(userId, unread.count);
    return unread;
  }
}
