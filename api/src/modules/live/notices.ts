import type { ClaimStatusName } from '@sencare/shared/rules';
import type { Db } from '../../db/database';
import { unreadCountOf } from '../messages';
import type { LiveBus } from './bus';
import { MemoryLiveBus } from './memoryBus';
import { insurerStaff, providerStaff, type GopParties } from './staffRecipients';

const buses = new WeakMap<Db, LiveBus>();

/**
 * The bus of a database handle. User ids are unique within one database, so that is the scope in
 * which "user 7" is one person: the services, the live routes and an in-process assessor (the
 * CLI's tests) sharing a handle share a bus, and two test apps on two databases never cross.
 * AppContext could carry it instead; keyed here, no service needs a new constructor argument.
 */
export function liveBusOf(db: Db): LiveBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new MemoryLiveBus();
    buses.set(db, bus);
  }
  return bus;
}

/**
 * Puts another bus behind a database handle: the Redis bus (redisBus.ts), set by buildApp and the
 * assessor CLI when REDIS_URL is set, before any service or route asks for it.
 */
export function setLiveBus(db: Db, bus: LiveBus): void {
  buses.set(db, bus);
}

/**
 * What the services tell the live stream, called after their change has committed (a client that
 * refetches on the event must find it). A failure here never fails or undoes that change: the
 * stream's snapshot on the next connection, or the app's next poll, catches the user up.
 */
export class LiveNotices {
  private readonly bus: LiveBus;

  constructor(private readonly db: Db) {
    this.bus = liveBusOf(db);
  }

  /**
   * A claim moved (submit, insurer transition, cancel, answer, revise): its status, then the inbox
   * it may have grown; and every assessor's queue and open claim page (`actorId` made the move).
   */
  async claimMoved(ownerId: number, claimId: string, status: ClaimStatusName, by: 'customer' | 'insurer', actorId?: number): Promise<void> {
    this.bus.publish(ownerId, { type: 'claim-status', data: { claimId, status, by } });
    await this.unreadCountChanged(ownerId);
    await this.tellStaff(() => insurerStaff(this.db), { kind: 'claim', id: claimId, status }, actorId);
  }

  /**
   * A GOP was created or moved: the insurer's assessors, the staff of its own provider and the
   * insured customer hear of it (the customer's hospital stays page refreshes its one request).
   */
  async gopChanged(gop: GopParties, actorId: number): Promise<void> {
    const record = { kind: 'gop' as const, id: String(gop.id), status: gop.status };
    this.bus.publish(gop.user_id, { type: 'record-changed', data: { ...record, mine: false } });
    await this.tellStaff(async () => [...(await insurerStaff(this.db)), ...(await providerStaff(this.db, gop.provider_id))], record, actorId);
  }

  private async tellStaff(recipients: () => Promise<number[]>, record: { kind: 'claim' | 'gop'; id: string; status: string }, actorId: number | undefined): Promise<void> {
    try {
      for (const userId of await recipients()) this.bus.publish(userId, { type: 'record-changed', data: { ...record, mine: userId === actorId } });
    } catch {
      // The database went away after the commit: the staff's next reload shows the change.
    }
  }

  /** The caller knows the new count (mark read answers it). */
  unreadCount(userId: number, count: number): void {
    this.bus.publish(userId, { type: 'unread-count', data: { count } });
  }

  /** A message was created for the user: count again. */
  async unreadCountChanged(userId: number): Promise<void> {
    try {
      this.unreadCount(userId, await unreadCountOf(this.db, userId));
    } catch {
      // The database went away after the commit; the next snapshot or poll carries the count.
    }
  }
}
