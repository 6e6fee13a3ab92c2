import type { Bank, FaqEntry, Province } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';

export class ReferenceRepository {
  constructor(private readonly db: Db) {}

  async banks(): Promise<Bank[]> {
    const rows = await this.db.selectFrom('banks').selectAll().orderBy('short_name').execute();
    return rows.map((r) => ({ code: r.code, shortName: r.short_name, fullName: r.full_name }));
  }

  async provinces(): Promise<Province[]> {
    const rows = await this.db.selectFrom('provinces').selectAll().orderBy('code').execute();
    return rows.map((r) => ({ code: r.code, name: { en: r.name_en, vi: r.name_vi } }));
  }

  async faq(): Promise<FaqEntry[]> {
    const rows = await this.db.selectFrom('faq').selectAll().orderBy('position').execute();
    return rows.map((r) => ({ id: r.id, question: { en: r.question_en, vi: r.question_vi }, answer: { en: r.answer_en, vi: r.answer_vi } }));
  }
}
