import type { ConsentAnswers, ConsentPurpose, ConsentView, Consents } from '@sencare/shared/contracts';
import type { Db, Dialect } from '../../db/database';
import { ApiFailure, CODE } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import { PURPOSES, currentText, textOf, type PurposeDefinition } from './purposes';
import { ConsentRepository, type ConsentRecord, type NewConsentRecord } from './repository';

type ParsedAnswers = Required<Pick<ConsentAnswers, 'answers' | 'language'>> & { channel: 'web' | 'app' };

/**
 * Consent per purpose (docs/privacy.md "Consent"). The state of a purpose is the latest record;
 * a purpose is due while the text in force has no answer from the person, so a new version asks
 * again about that purpose alone, and an answer given on another phone counts everywhere.
 */
export class ConsentService {
  readonly records: ConsentRepository;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    /** The purposes in force; a test passes a list with a newer version of one text. */
    private readonly purposes: readonly PurposeDefinition[] = PURPOSES,
  ) {
    this.records = new ConsentRepository(db);
  }

  async list(userId: number): Promise<Consents> {
    return this.viewOf(await this.records.latest(userId));
  }

  /** The purposes whose text in force this person has not answered (login's consentsDue). */
  async due(userId: number): Promise<ConsentPurpose[]> {
    return (await this.list(userId)).due;
  }

  /** Stores each answer that changes something; one transaction, the person's row locked on PostgreSQL so parallel answers add one record, not two. */
  async answer(userId: number, input: ParsedAnswers): Promise<Consents> {
    const purposes = input.answers.map((a) => a.purpose);
    if (new Set(purposes).size !== purposes.length) throw new ApiFailure(400, CODE.validation, 'validation.invalid', null, { answers: 'validation.invalid' });
    for (const answer of input.answers) {
      const definition = this.definition(answer.purpose);
      if (answer.version !== currentText(definition).version) throw new ApiFailure(409, CODE.conflict, 'consent.errors.versionChanged', { purpose: answer.purpose });
      if (definition.needed && !answer.given) throw new ApiFailure(409, CODE.conflict, 'consent.errors.neededPurpose', { purpose: answer.purpose });
    }
    const latest = await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).$if(this.dialect === 'postgres', (q) => q.forUpdate()).executeTakeFirst();
      const before = await this.records.latest(userId, trx);
      const now = nowIso();
      const rows: NewConsentRecord[] = input.answers
        .filter((a) => {
          const last = before.get(a.purpose);
          return !last || last.version !== a.version || (last.action === 'given') !== a.given;
        })
        .map((a) => ({ user_id: userId, purpose: a.purpose, version: a.version, language: input.language, channel: input.channel, action: a.given ? 'given' : 'withdrawn', created_at: now }));
      await this.records.insert(rows, trx);
      return this.records.latest(userId, trx);
    });
    return this.viewOf(latest);
  }

  /** What the PDF prints: each purpose's latest answer with the exact text it was given on. */
  async agreed(userId: number): Promise<Array<{ definition: PurposeDefinition; record: ConsentRecord }>> {
    const latest = await this.records.latest(userId);
    return this.purposes.flatMap((definition) => {
      const record = latest.get(definition.purpose);
      return record ? [{ definition, record }] : [];
    });
  }

  private definition(purpose: ConsentPurpose): PurposeDefinition {
    const found = this.purposes.find((p) => p.purpose === purpose);
    if (!found) throw new ApiFailure(400, CODE.validation, 'validation.invalid', null, { answers: 'validation.invalid' });
    return found;
  }

  private viewOf(latest: Map<ConsentPurpose, ConsentRecord>): Consents {
    const views = this.purposes.map((definition): ConsentView => {
      const current = currentText(definition);
      const record = latest.get(definition.purpose);
      const read = record ? textOf(definition.purpose, record.version, this.purposes) : undefined;
      const language = record?.language ?? 'en';
      return {
        purpose: definition.purpose,
        needed: definition.needed,
        current,
        state: record ? record.action : 'unanswered',
        answer: record ? { version: record.version, language, channel: record.channel, at: record.created_at, title: read?.title[language] ?? '', text: read?.text[language] ?? '' } : null,
        due: !record || record.version !== current.version,
      };
    });
    return { purposes: views, due: views.filter((v) => v.due).map((v) => v.purpose) };
  }
}
