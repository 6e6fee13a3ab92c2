import type { ExportSection } from './types';

/** The inbox: every message the app sent the person. */
export const messagesSection: ExportSection = {
  key: 'messages',
  title: { en: 'Messages', vi: 'Tin nhắn' },
  async collect(db, userId) {
    const messages = await db.selectFrom('messages').select(['id', 'title_en', 'title_vi', 'body_en', 'body_vi', 'link', 'read_at', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
    const unread = messages.filter((m) => m.read_at === null).length;
    return {
      records: messages,
      count: messages.length,
      files: [],
      lines: [{ en: `${messages.length} messages, ${unread} unread`, vi: `${messages.length} tin nhắn, ${unread} chưa đọc` }],
    };
  },
};
