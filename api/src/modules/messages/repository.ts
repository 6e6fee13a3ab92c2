import type { MessageItem } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';

/** Every query is scoped by user_id: another user's message is indistinguishable from a missing one. */
export class MessagesRepository {
  constructor(private readonly db: Db) {}

  async page(userId: number, page: number, pageSize: number): Promise<{ items: MessageItem[]; total: number }> {
    const [rows, totalRow] = await Promise.all([
      this.db
        .selectFrom('messages')
        .select(['id', 'title_en', 'title_vi', 'body_en', 'body_vi', 'link', 'read_at', 'created_at'])
        .where('user_id', '=', userId)
        // id breaks ties so paging is stable when two messages share a timestamp.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(totalRow.n),
      items: rows.map((r) => ({
        id: r.id,
        title: { en: r.title_en, vi: r.title_vi },
        body: { en: r.body_en, vi: r.body_vi },
        link: r.link,
        read: r.read_at !== null,
        createdAt: r.created_at,
      })),
    };
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async exists(userId: number, id: number): Promise<boolean> {
    const row = await this.db.selectFrom('messages').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  /** Keeps the first read time: marking an already read message again changes nothing. */
  async markRead(userId: number, id: number, at: string): Promise<void> {
    await this.db.updateTable('messages').set({ read_at: at }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
  }

  async markAllRead(userId: number, at: string): Promise<void> {
    await this.db.updateTable('messages').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
  }
}
