import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { seedPortfolio } from '../../db/seed';
import type { PortfolioSeed } from '../../db/seed-portfolios';
import { hashPassword } from '../../lib/secrets';
import { UserRepository } from '../auth';

export interface FreshCustomer {
  account: string;
  email: string;
  password: string;
  userCode: string;
  /** With a policy: the e-card a hospital desk looks up, and the date of birth it asks. */
  card: string | null;
  dateOfBirth: string;
}

const DATE_OF_BIRTH = '1995-03-14';
const NAME = 'Đỗ Minh Khang';

/**
 * One effective outpatient-and-accident policy for this year, covering the holder alone, with no
 * claims: enough for a spec to send claims and have staff work on them without filling another
 * account's limit of open claims (shared/src/rules/limits.ts).
 */
function onePolicy(hex: string, year: number): PortfolioSeed {
  return {
    people: [{ key: 'self', name: NAME, relationship: 'self', idType: 'citizen_id', idNumber: `0019${parseInt(hex, 16) % 100_000_000}`.padEnd(12, '0'), dob: DATE_OF_BIRTH, gender: 'male' }],
    policies: [
      {
        no: `SCH-E2E-${hex.toUpperCase()}`,
        insurer: 'Tổng Công ty Bảo hiểm Bảo Việt',
        product: ['SenCare Health Basic', 'Sức khỏe Cơ bản SenCare'],
        status: 'effective',
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        sumInsured: 100_000_000,
        remaining: 100_000_000,
        waitingDays: 0,
        members: ['self'],
        benefits: [
          ['OUTPATIENT', 'Outpatient treatment', 'Điều trị ngoại trú', 20_000_000, 0],
          ['ACCIDENT', 'Personal accident', 'Tai nạn cá nhân', 50_000_000, 0],
          ['INPATIENT', 'Inpatient treatment', 'Điều trị nội trú', 100_000_000, 0],
        ],
      },
    ],
    claims: [],
    messages: [],
    payee: { bank: 'VCB', branch: 'Hà Nội', province: '01', accountName: 'DO MINH KHANG', accountNumber: '0011223344', phone: '0900000001' },
  };
}

/** A fresh customer account (no PIN yet), with one policy and its e-card when asked. */
export async function createFreshCustomer(db: Db, options: { policy: boolean }): Promise<FreshCustomer> {
  const hex = randomBytes(5).toString('hex');
  const account = `e2e.${hex}`;
  const email = `${account}@example.vn`;
  const password = `Fresh${randomBytes(4).toString('hex')}26`;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const user = await new UserRepository(trx).create({
      role: 'customer',
      account,
      email,
      full_name: NAME,
      phone: '0900000001',
      id_type: 'citizen_id',
      id_number: `0010${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(12, '0'),
      date_of_birth: DATE_OF_BIRTH,
      gender: 'male',
      password_hash: passwordHash,
      pin_hash: null,
      locked_until: null,
      pin_locked_until: null,
      privacy_version: null,
      privacy_accepted_at: null,
      provider_id: null,
    });
    if (!options.policy) return { account, email, password, userCode: user.user_code, card: null, dateOfBirth: DATE_OF_BIRTH };
    await seedPortfolio(trx, user.id, email, NAME, null, onePolicy(hex, new Date().getUTCFullYear()));
    // The seed numbers cards from the policy number's last digits; a fresh one gets its own, never a demo card's.
    const card = `SCE${hex.toUpperCase()}01`;
    const policy = await trx.selectFrom('policies').select('id').where('policy_no', '=', `SCH-E2E-${hex.toUpperCase()}`).executeTakeFirstOrThrow();
    await trx.updateTable('ecards').set({ card_number: card }).where('policy_id', '=', policy.id).execute();
    return { account, email, password, userCode: user.user_code, card, dateOfBirth: DATE_OF_BIRTH };
  });
}
