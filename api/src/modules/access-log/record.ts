import type { FastifyRequest } from 'fastify';
import type { AccessKind } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { authOf } from '../../http/auth';
import { nowIso } from '../../lib/time';
import './tables';

/**
 * Whose record was read, as the route serving it knows it; the helper finds the customer's user id
 * (and the claim number or GOP case number the entry names) so no route repeats the lookup.
 */
export type AccessSubject = { claimNo: string } | { gopId: number } | { cashlessOf: string } | { insuredId: number };

export interface AccessRead {
  subject: AccessSubject;
  kind: AccessKind;
  /** What inside the subject: a document id, a photo kind, a card number; joined after the claim / case number. */
  part?: string;
}

async function resolve(db: Db, subject: AccessSubject): Promise<{ userId: number; ref: string } | undefined> {
  if ('claimNo' in subject) {
    const row = await db.selectFrom('claims').select(['user_id']).where('id', '=', subject.claimNo).executeTakeFirst();
    return row && { userId: row.user_id, ref: subject.claimNo };
  }
  if ('gopId' in subject) {
    const row = await db.selectFrom('gops').select(['user_id', 'case_no']).where('id', '=', subject.gopId).executeTakeFirst();
    return row && { userId: row.user_id, ref: row.case_no };
  }
  if ('cashlessOf' in subject) {
    const row = await db
      .selectFrom('users')
      .innerJoin('cashless_applications', 'cashless_applications.user_id', 'users.id')
      .select(['users.id', 'cashless_applications.id as application_id'])
      .where('users.user_code', '=', subject.cashlessOf)
      .orderBy('cashless_applications.id', 'desc')
      .executeTakeFirst();
    return row && { userId: row.id, ref: String(row.application_id) };
  }
  const row = await db.selectFrom('insured_persons').select(['user_id']).where('id', '=', subject.insuredId).executeTakeFirst();
  return row && { userId: row.user_id, ref: '' };
}

/**
 * The one way a route records a read of personal data (docs/privacy.md "Access log"): called by the
 * handler that serves the data, after the data was found and before it is sent, so a read that
 * answers 404 records nothing and a record that cannot be written fails the read (500) rather
 * than letting the data leave unrecorded. Staff of the insurer and of hospitals only: a customer
 * reading their own record is not a disclosure. The IP is stored here and written to no log.
 */
export class AccessLog {
  constructor(private readonly db: Db) {}

  async record(request: FastifyRequest, read: AccessRead): Promise<void> {
    const actor = authOf(request).user;
    if (actor.role !== 'insurer' && actor.role !== 'provider') return;
    const subject = await resolve(this.db, read.subject);
    if (!subject) throw new Error(`access log: no customer for ${read.kind}`);
    const providerId = actor.role === 'provider' && actor.provider_id !== null ? Number(actor.provider_id) : null;
    const provider = providerId === null ? undefined : await this.db.selectFrom('providers').select(['name']).where('id', '=', providerId).executeTakeFirst();
    await this.db
      .insertInto('access_log')
      .values({
        subject_user_id: subject.userId,
        actor_user_id: actor.id,
        actor_role: actor.role,
        provider_id: providerId,
        organisation_name: provider?.name ?? null,
        kind: read.kind,
        object_id: [subject.ref, read.part].filter(Boolean).join('/'),
        ip: request.ip,
        created_at: nowIso(),
      })
      .execute();
  }
}
