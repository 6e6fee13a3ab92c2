import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './claimWizard';

export interface FreshPolicyholder {
  account: string;
  password: string;
  /** API token, PIN set (support/session.ts TEST_PIN), ready to send claims. */
  token: string;
  /** The e-card a hospital desk looks up, and the date of birth as the desk types it (dd-mm-yyyy). */
  card: string;
  dob: string;
}

/**
 * A policyholder of the spec's own (POST /api/dev/customers with a policy, api/src/modules/dev/
 * freshCustomer.ts): journeys that send claims for staff to work on use one, so no spec fills a demo
 * account's limit of ten open claims for the specs after it in the same shard.
 */
export async function freshPolicyholder(request: APIRequestContext): Promise<FreshPolicyholder> {
  const made = await request.post('/api/dev/customers', { data: { policy: true } });
  expect(made.status()).toBe(201);
  const data = ((await made.json()) as { data: { account: string; password: string; card: string; dateOfBirth: string } }).data;
  const [year, month, day] = data.dateOfBirth.split('-');
  return { account: data.account, password: data.password, token: await apiToken(request, data.account, data.password), card: data.card, dob: `${day}-${month}-${year}` };
}
