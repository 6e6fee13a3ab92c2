import type { SessionUser } from '@sencare/shared/channel';
import type { Agency, Agent, BrokerProfile, Client, ClientPolicy, Renewal } from '@sencare/shared/contracts';
import { DEMO_USER } from '@sencare/shared/testing';

/** The broker's staff of the dev seed (api/src/db/seed-group.ts). */
export const BROKER_STAFF: SessionUser = { ...DEMO_USER, userCode: 'BR00000001', account: 'broker.staff', fullName: 'Võ Thị Hạnh', email: 'broker.staff@saigonbrokers.vn', role: 'broker' };

const Q1 = { id: 1, code: 'AG-Q1', name: 'Đại lý Quận 1', status: 'effective' as const };
const HN = { id: 2, code: 'AG-HN', name: 'Đại lý Hà Nội', status: 'invalid' as const };

/** A company-level user: manages agencies, agents and clients' HR admins. */
export const PROFILE: BrokerProfile = {
  broker: { code: 'BRK-SAIGON', name: 'Saigon Insurance Brokers', status: 'effective' },
  agency: null,
  canManage: true,
  agencies: [HN, Q1],
};

/** An agent of one agency: reads only. */
export const AGENT_PROFILE: BrokerProfile = { ...PROFILE, agency: Q1, canManage: false };

export const agency = (overrides: Partial<Agency> = {}): Agency => ({ ...Q1, agents: 2, createdAt: '2026-01-05T02:00:00.000Z', ...overrides });
export const AGENCIES: Agency[] = [agency({ ...HN, agents: 0 }), agency()];

export const agent = (overrides: Partial<Agent> = {}): Agent => ({
  id: 7,
  userCode: 'BR00000002',
  account: 'thao.le@saigonbrokers.vn',
  fullName: 'Lê Phương Thảo',
  email: 'thao.le@saigonbrokers.vn',
  agency: { id: Q1.id, code: Q1.code, name: Q1.name },
  status: 'effective',
  you: false,
  ...overrides,
});

export const policy = (overrides: Partial<ClientPolicy> = {}): ClientPolicy => ({
  policyNo: 'GP-2026-000101',
  insurer: 'Tổng Công ty Bảo hiểm Bảo Việt',
  productName: { en: 'Minh An group health care', vi: 'Bảo hiểm sức khỏe nhóm Minh An' },
  status: 'effective',
  effectiveDate: '2026-01-01',
  expiryDate: '2027-01-31',
  daysToExpiry: 64,
  renewalDue: false,
  activeMembers: 3,
  plans: [{ code: 'A', name: { en: 'Plan A (managers)', vi: 'Gói A (quản lý)' }, budget: 500_000_000, activeMembers: 2 }],
  lossRatio: { premium: 1_200_000_000, claimsAmount: 510_000_000, ratio: 0.425 },
  ...overrides,
});

export const client = (overrides: Partial<Client> = {}): Client => ({
  id: 3,
  code: 'EMP-MINHAN',
  name: 'Công ty TNHH Minh An',
  status: 'effective',
  hasHrAdmin: true,
  activeMembers: 3,
  renewalDue: false,
  lossRatio: { premium: 1_200_000_000, claimsAmount: 510_000_000, ratio: 0.425 },
  policies: [policy()],
  ...overrides,
});

/** Minh An's policy ends 2027-01-31: due within 60 days from 2026-12-01. */
export const DUE_CLIENT = client({ renewalDue: true, policies: [policy({ daysToExpiry: 45, renewalDue: true })] });
export const OTHER_CLIENT = client({ id: 4, code: 'EMP-BINHTAY', name: 'Công ty CP Bình Tây', hasHrAdmin: false, activeMembers: 0, lossRatio: { premium: null, claimsAmount: 0, ratio: null }, policies: [policy({ policyNo: 'GP-2026-000202', expiryDate: '2027-06-30', daysToExpiry: 195, activeMembers: 0, lossRatio: { premium: null, claimsAmount: 0, ratio: null } })] });

export const renewal = (overrides: Partial<Renewal> = {}): Renewal => ({
  clientId: 3,
  clientName: 'Công ty TNHH Minh An',
  policyNo: 'GP-2026-000101',
  expiryDate: '2027-01-31',
  daysToExpiry: 45,
  activeMembers: 3,
  premium: 1_200_000_000,
  ...overrides,
});
