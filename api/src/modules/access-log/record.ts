import type { FastifyRequest } from 'fastify';
import { ACCESS_ROLES, type AccessKind, type AccessRole } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { authOf } from '../../http/auth';
import type { UserRow } from '../auth';
import { nowIso } from '../../lib/time';
import './tables';

/**
 * Whose record was read, as the route serving it knows it; the helper finds the customer's user id
 * (and the claim number or GOP case number the entry names) so no route repeats the lookup.
 * `groupMemberId`: a member of an employer's group policy (modules/hr), whose account is
 * group_members.user_id (the employee's own; for a dependant, the employee's, as a family member's
 * claim names the holder).
 */
export type AccessSubject = { claimNo: string } | { gopId: number } | { cashlessOf: string } | { insuredId: number } | { groupMemberId: number };

export interface AccessRead {
  subject: AccessSubject;
  kind: AccessKind;
  /** What inside the subject: a document id, a photo kind, a card number; joined after the claim / case number. */
  part?: string;
}

/** The customer and the entry's reference; userId null: a group member without an account (nobody to show it to). */
async function resolve(db: Db, subject: AccessSubject): Promise<{ userId: number | null; ref: string } | undefined> {
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
  if ('groupMemberId' in subject) {
    // The e-card number names the member to the person (their e-cards list shows it; an employee's
    // dependants share the employee number); every enrolled member has one (modules/hr/enrol.ts).
    const row = await db.selectFrom('group_members').select(['user_id', 'card_number', 'employee_no']).where('id', '=', subject.groupMemberId).executeTakeFirst();
    return row && { userId: row.user_id, ref: row.card_number ?? row.employee_no };
  }
  const row = await db.selectFrom('insured_persons').select(['user_id']).where('id', '=', subject.insuredId).executeTakeFirst();
  return row && { userId: row.user_id, ref: '' };
}

const isLoggedRole = (role: UserRow['role']): role is AccessRole => (ACCESS_ROLES as readonly string[]).includes(role);

/** The actor's organisation as it is now, kept with the entry: a hospital or an employer by id and name; none for the insurer. */
async function organisationOf(db: Db, actor: UserRow): Promise<{ providerId: number | null; employerId: number | null; name: string | null }> {
  if (actor.role === 'provider' && actor.provider_id !== null) {
    const providerId = Number(actor.provider_id);
    const row = await db.selectFrom('providers').select(['name']).where('id', '=', providerId).executeTakeFirst();
    return { providerId, employerId: null, name: row?.name ?? null };
  }
  if (actor.role === 'hr' && actor.employer_id !== null) {
    const employerId = Number(actor.employer_id);
    const row = await db.selectFrom('employers').select(['name']).where('id', '=', employerId).executeTakeFirst();
    return { providerId: null, employerId, name: row?.name ?? null };
  }
  return { providerId: null, employerId: null, name: null };
}

/**
 * The one way a route records a read of personal data (docs/privacy.md "Access log"): called by the
 * handler that serves the data, after the data was found and before it is sent, so a read that
 * answers 404 records nothing and a record that cannot be written fails the read (500) rather
 * than letting the data leave unrecorded. Staff of the insurer, of hospitals and of employers (HR)
 * only: a customer reading their own record is not a disclosure. A group member without an account
 * is not recorded: the entry exists to be shown to the person, and there is no one to show it to
 * (docs/privacy.md "What HR reads are logged"). The IP is stored here and written to no log.
 */
export class AccessLog {
  constructor(private readonly db: Db) {}

  async record(request: FastifyRequest, read: AccessRead): Promise<void> {
    const actor = authOf(request).user;
    if (!isLoggedRole(actor.role)) return;
    const subject = await resolve(this.db, read.subject);
    if (!subject) throw new Error(`access log: no customer for ${read.kind}`);
    if (subject.userId === null) return;
    const organisation = await organisationOf(this.db, actor);
    await this.db
      .insertInto('access_log')
      .values({
        subject_user_id: subject.userId,
        actor_user_id: actor.id,
        actor_role: actor.role,
        provider_id: organisation.providerId,
        employer_id: organisation.employerId,
        organisation_name: organisation.name,
        kind: read.kind,
        object_id: [subject.ref, read.part].filter(Boolean).join('/'),
        ip: request.ip,
        created_at: nowIso(),
      })
      .execute();
  }
}
