import { ApiFailure, CODE, fail } from '../../http/envelope';
import type { UserRow } from '../auth';

/**
 * Who a broker user is to the broker API (docs/portals.md "Brokers"): every answer is limited to
 * their broker company (users.broker_id, migration 220_group_cover). A company-level user
 * (users.agency_id null) manages agencies, agents and clients' HR admins; a user of one agency, an
 * agent, only reads. Deny by default: the write checks `manage`, never the absence of an agency.
 */
export interface BrokerScope {
  brokerId: number;
  agencyId: number | null;
  manage: boolean;
  userId: number;
}

export function brokerScopeOf(user: UserRow): BrokerScope {
  // The role guard (src/http/roles.ts) let only broker users in; one without a company sees nothing of any.
  if (user.broker_id === null) throw fail.forbidden();
  const agencyId = user.agency_id === null ? null : Number(user.agency_id);
  return { brokerId: Number(user.broker_id), agencyId, manage: agencyId === null, userId: user.id };
}

/** Every write: an agent gets 403. */
export function requireManager(scope: BrokerScope): void {
  if (!scope.manage) throw fail.forbidden();
}

/** 409 with the key on the field too, so the form shows it under that field (as doctors/doctors.ts does). */
export const conflictOn = (field: string, key: string) => new ApiFailure(409, CODE.conflict, key, null, { [field]: key });

export const BROKER_ERRORS = {
  codeExists: 'validation.broker.codeExists',
  emailTaken: 'validation.broker.emailTaken',
  agencyNotFound: 'validation.broker.agencyNotFound',
  agencyNotEffective: 'validation.broker.agencyNotEffective',
  agentNotFound: 'validation.broker.agentNotFound',
  clientNotFound: 'validation.broker.clientNotFound',
  hrAdminExists: 'validation.broker.hrAdminExists',
} as const;
