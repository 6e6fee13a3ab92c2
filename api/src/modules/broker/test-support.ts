import type { ApiAnswer, TestApp } from '../../test/helpers';

/** The seeded broker's users (db/seed-group.ts): the company-level user who manages, the agent who reads. */
export const SEEDED = { admin: ['broker.admin', 'Broker2026'], agent: ['broker.staff', 'Broker2026'] } as const;

export async function put(t: TestApp, url: string, body: unknown, token: string): Promise<ApiAnswer> {
  const res = await t.app.inject({ method: 'PUT', url, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { ...(res.json() as ApiAnswer), status: res.statusCode };
}

/**
 * A second broker company with its own agency and client employer, and a company-level user of it
 * signed in: what the seeded broker must never see, and what must never see the seeded broker's.
 */
export async function otherBroker(t: TestApp, prefix: string): Promise<{ token: string; agencyId: number; clientId: number }> {
  const now = new Date().toISOString();
  const broker = await t.db.insertInto('brokers').values({ code: `${prefix}-BRK`, name: `${prefix} Brokers`, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const agency = await t.db.insertInto('broker_agencies').values({ broker_id: broker.id, code: `${prefix}-AG`, name: `${prefix} Agency`, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const client = await t.db.insertInto('employers').values({ code: `${prefix}-EMP`, name: `${prefix} Employer`, broker_id: broker.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const user = await t.createUser();
  await t.db.updateTable('users').set({ role: 'broker', broker_id: broker.id, agency_id: null }).where('id', '=', user.id).execute();
  return { token: await t.login(user.account, user.password), agencyId: agency.id, clientId: client.id };
}
