import { nameKey } from '../lib/name-key';
import type { Transaction } from 'kysely';
import { PURPOSES } from '../modules/consent';
import { PRIVACY_POLICY } from '../modules/privacy';
import { hashPassword, hashPin } from '../lib/secrets';
import { nowIso } from '../lib/time';
import type { Db } from './database';
import type { ClaimStatus, Database } from './schema';
import { BANKS, FAQ, PROVIDERS, PROVINCES } from './seed-reference';
import { seedClaimWorkflow } from './seed-claims';
import { seedGroupCover } from './seed-group';
import { seedPortalStaff } from './seed-portals';
import { demoPortfolio, lanPortfolio, type PortfolioSeed } from './seed-portfolios';
import { seedApprovedApplication } from '../modules/cashless';

/** Demo accounts (api/README.md). The demo PIN of lan.tran uses the configured pepper. */
export const DEMO = {
  demo: { account: 'demo', email: 'demo@sencare.vn', password: 'Demo2026' },
  lan: { account: 'lan.tran', email: 'lan.tran@sencare.vn', password: 'Lan2026pw', pin: '246810' },
  assessor: { account: 'assessor', email: 'assessor@sencare.vn', password: 'Assessor2026' },
  /** A second assessor: two people share the queue (claim assignment, modules/backoffice). */
  assessor2: { account: 'assessor2', email: 'assessor2@sencare.vn', password: 'Assessor2026' },
  /** A new policyholder: no consent answered yet (asked at sign-in), no PIN yet, no policy linked yet (the app's empty states). */
  hoa: { account: 'hoa.pham', email: 'hoa.pham@sencare.vn', password: 'Hoa2026pw' },
  /** Insurance card of the demo policyholder himself, for "forgot account". */
  demoCard: 'SC2600045101',
} as const;

type Trx = Transaction<Database>;

async function seedReference(trx: Trx): Promise<void> {
  await trx.insertInto('banks').values(BANKS.map(([code, short_name, full_name]) => ({ code, short_name, full_name }))).onConflict((oc) => oc.column('code').doNothing()).execute();
  await trx.insertInto('provinces').values(PROVINCES.map(([code, name_en, name_vi]) => ({ code, name_en, name_vi }))).onConflict((oc) => oc.column('code').doNothing()).execute();
  await trx
    .insertInto('providers')
    .values(PROVIDERS.map((p) => ({ name: p.name, address: p.address, city: p.city, lat: p.lat, lng: p.lng, phone: p.phone, cashless: p.cashless ? 1 : 0, specialties: p.specialties.join(',') })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await trx
    .insertInto('faq')
    .values(FAQ.map((f, i) => ({ position: i + 1, question_en: f.q[0], question_vi: f.q[1], answer_en: f.a[0], answer_vi: f.a[1] })))
    .onConflict((oc) => oc.column('position').doNothing())
    .execute();
}

const INSURER_ROLE_STATUSES: ClaimStatus[] = ['supplement_requested', 'to_be_revised', 'waiting_originals', 'settled', 'denied', 'to_be_paid', 'paid', 'payment_failed', 'finished'];

/** A policyholder's people, policies (benefits, e-cards), claims and inbox; also the dev route's fresh policyholder (modules/dev/freshCustomer.ts). */
export async function seedPortfolio(trx: Trx, userId: number, email: string, claimantName: string, assessorId: number | null, data: PortfolioSeed): Promise<void> {
  const now = nowIso();
  const insured = new Map<string, number>();
  for (const p of data.people) {
    const row = await trx
      .insertInto('insured_persons')
      .values({ user_id: userId, full_name: p.name, relationship: p.relationship, id_type: p.idType, id_number: p.idNumber, date_of_birth: p.dob, gender: p.gender, created_at: now, name_key: nameKey(p.name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    insured.set(p.key, row.id);
  }
  const policies = new Map<string, number>();
  for (const pol of data.policies) {
    const row = await trx
      .insertInto('policies')
      .values({
        policy_no: pol.no,
        holder_user_id: userId,
        insurer: pol.insurer,
        product_name_en: pol.product[0],
        product_name_vi: pol.product[1],
        status: pol.status,
        effective_date: pol.from,
        expiry_date: pol.to,
        sum_insured: pol.sumInsured,
        remaining_balance: pol.remaining,
        waiting_period_days: pol.waitingDays,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    policies.set(pol.no, row.id);
    for (const member of pol.members) await trx.insertInto('policy_members').values({ policy_id: row.id, insured_id: insured.get(member)! }).execute();
    await trx
      .insertInto('benefits')
      .values(pol.benefits.map(([code, name_en, name_vi, limit_amount, used_amount]) => ({ policy_id: row.id, code, name_en, name_vi, limit_amount, used_amount })))
      .execute();
    // One e-card per member: effective for an effective policy, invalid for an expired one.
    const base = pol.no.replace(/\D/g, '').slice(-6).padStart(6, '0');
    const year = pol.from.slice(2, 4);
    let index = 1;
    for (const member of pol.members) {
      await trx
        .insertInto('ecards')
        .values({
          card_number: `SC${year}${base.slice(-4).padStart(6, '0')}${String(index++).padStart(2, '0')}`,
          insured_id: insured.get(member)!,
          policy_id: row.id,
          status: pol.status === 'effective' ? 'effective' : 'invalid',
          valid_from: pol.from,
          valid_to: pol.to,
        })
        .execute();
    }
  }
  const person = (key: string) => data.people.find((p) => p.key === key)!;
  for (const c of data.claims) {
    const who = person(c.insured);
    const items = c.items.map(([name, quantity, type, unitPrice, deductible = 0], position) => ({ name, quantity, type, unit_price: unitPrice, amount: quantity * unitPrice, deductible, position }));
    const requestAmount = items.reduce((sum, i) => sum + i.amount, 0);
    const status = c.path.length ? c.path[c.path.length - 1][0] : 'draft';
    const settledStatuses = c.path.map(([s]) => s);
    const settled = settledStatuses.includes('settled');
    const share = c.approvedShare ?? 1;
    const approved = items.map((i) => Math.round(((i.amount - i.deductible) * share) / 1000) * 1000);
    const created = `${c.day}T02:30:00.000Z`;
    await trx
      .insertInto('claims')
      .values({
        id: c.id,
        user_id: userId,
        insured_id: insured.get(c.insured)!,
        id_type: who.idType,
        id_number: who.idNumber,
        risk_date: c.riskDate,
        claim_type: c.type,
        treatment: c.treatment,
        diagnosis: c.diagnosis,
        request_amount: requestAmount,
        reimbursement_amount: settled ? approved.reduce((a, b) => a + b, 0) : null,
        status,
        submitted_at: c.path.length ? created : null,
        bank_code: data.payee.bank,
        branch: data.payee.branch,
        province_code: data.payee.province,
        account_name: data.payee.accountName,
        account_number: data.payee.accountNumber,
        claimant: claimantName,
        email,
        telephone: data.payee.phone,
        relationship: who.relationship,
        created_at: created,
        updated_at: created,
      })
      .execute();
    for (const pno of c.policies) await trx.insertInto('claim_policies').values({ claim_id: c.id, policy_id: policies.get(pno)! }).execute();
    await trx
      .insertInto('claim_fee_items')
      .values(
        items.map((i, n) => ({
          claim_id: c.id,
          position: i.position,
          name: i.name,
          quantity: i.quantity,
          type: i.type,
          unit_price: i.unit_price,
          amount: i.amount,
          deductible: i.deductible,
          decision: settled ? (share >= 1 && i.deductible === 0 ? ('approved' as const) : ('partial' as const)) : null,
          approved_amount: settled ? approved[n] : null,
        })),
      )
      .execute();
    let from: ClaimStatus = 'draft';
    let at = Date.parse(created);
    for (const [to, note] of c.path) {
      const byInsurer = INSURER_ROLE_STATUSES.includes(to) || (to === 'processing' && from !== 'draft');
      await trx
        .insertInto('claim_events')
        .values({
          claim_id: c.id,
          from_status: from,
          to_status: to,
          actor_user_id: byInsurer ? assessorId : userId,
          actor_role: byInsurer ? 'insurer' : 'customer',
          note_en: note?.[0] ?? null,
          note_vi: note?.[1] ?? null,
          created_at: new Date(at).toISOString(),
        })
        .execute();
      from = to;
      at += 26 * 3600_000;
    }
    if (c.path.length) {
      await trx.updateTable('claims').set({ updated_at: new Date(at - 26 * 3600_000).toISOString() }).where('id', '=', c.id).execute();
    }
  }
  for (const m of data.messages) {
    await trx
      .insertInto('messages')
      .values({ user_id: userId, title_en: m.title[0], title_vi: m.title[1], body_en: m.body[0], body_vi: m.body[1], link: m.link ?? null, read_at: m.read ? m.at : null, created_at: m.at })
      .execute();
  }
}


/**
 * Demo data (api/README.md "Demo accounts"). Idempotent: reference rows are inserted with
 * ON CONFLICT DO NOTHING and each demo account with its portfolio only when the account is absent.
 */
export async function seed(db: Db, options: { pinPepper: string }): Promise<{ created: string[] }> {
  const [demoHash, lanHash, assessorHash, lanPin, hoaHash] = await Promise.all([
    hashPassword(DEMO.demo.password),
    hashPassword(DEMO.lan.password),
    hashPassword(DEMO.assessor.password),
    hashPin(DEMO.lan.pin, options.pinPepper),
    hashPassword(DEMO.hoa.password),
  ]);
  const created: string[] = [];
  await db.transaction().execute(async (trx) => {
    await seedReference(trx);
    const now = nowIso();
    const exists = async (account: string) => !!(await trx.selectFrom('users').select('id').where('account', '=', account).executeTakeFirst());

    let assessorId: number | null = (await trx.selectFrom('users').select('id').where('account', '=', DEMO.assessor.account).executeTakeFirst())?.id ?? null;
    if (assessorId === null) {
      const row = await trx
        .insertInto('users')
        .values({ user_code: 'IN00000001', role: 'insurer', account: DEMO.assessor.account, email: DEMO.assessor.email, full_name: 'Lê Hoàng Minh', phone: '0987654321', id_type: 'citizen_id', id_number: '001085067890', date_of_birth: '1985-06-30', gender: 'male', password_hash: assessorHash, pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      assessorId = row.id;
      created.push(DEMO.assessor.account);
    }
    if (!(await exists(DEMO.assessor2.account))) {
      await trx
        .insertInto('users')
        .values({ user_code: 'IN00000002', role: 'insurer', account: DEMO.assessor2.account, email: DEMO.assessor2.email, full_name: 'Trịnh Thu Hà', phone: '0987654322', id_type: 'citizen_id', id_number: '001090067891', date_of_birth: '1990-03-14', gender: 'female', password_hash: assessorHash, pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, created_at: now, updated_at: now })
        .execute();
      created.push(DEMO.assessor2.account);
    }

    if (!(await exists(DEMO.demo.account))) {
      const user = await trx
        .insertInto('users')
        .values({ user_code: 'SC00000001', role: 'customer', account: DEMO.demo.account, email: DEMO.demo.email, full_name: 'Nguyễn Văn An', phone: '0912345678', id_type: 'citizen_id', id_number: '001090012345', date_of_birth: '1990-05-12', gender: 'male', password_hash: demoHash, pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: null, privacy_accepted_at: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedPortfolio(trx, user.id, DEMO.demo.email, 'Nguyễn Văn An', assessorId, demoPortfolio());
      created.push(DEMO.demo.account);
    }

    if (!(await exists(DEMO.lan.account))) {
      const user = await trx
        .insertInto('users')
        .values({ user_code: 'SC00000002', role: 'customer', account: DEMO.lan.account, email: DEMO.lan.email, full_name: 'Trần Thị Lan', phone: '0903456789', id_type: 'citizen_id', id_number: '079188045612', date_of_birth: '1988-02-27', gender: 'female', password_hash: lanHash, pin_hash: lanPin, locked_until: null, pin_locked_until: null, privacy_version: PRIVACY_POLICY.version, privacy_accepted_at: now, cashless_status: 'active', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('privacy_acceptances').values({ user_id: user.id, version: PRIVACY_POLICY.version, accepted_at: now, ip: null }).execute();
      // She answered every purpose's text in force, in Vietnamese: not asked at sign-in, on any phone.
      await trx.insertInto('consent_records').values(PURPOSES.map((p) => ({ user_id: user.id, purpose: p.purpose, version: p.versions[p.versions.length - 1].version, language: 'vi' as const, channel: 'web' as const, action: 'given' as const, created_at: now }))).execute();
      await seedPortfolio(trx, user.id, DEMO.lan.email, 'Trần Thị Lan', assessorId, lanPortfolio());
      // Approved by the insurer on the day of her "Cashless service activated" message (lanPortfolio).
      await seedApprovedApplication(trx, user.id, { fullName: 'Trần Thị Lan', idType: 'citizen_id', idNumber: '079188045612', dateOfBirth: '1988-02-27', phone: '0903456789', appliedAt: '2026-03-03T03:00:00.000Z', approvedAt: '2026-03-05T02:00:00.000Z', approvedBy: 'IN00000001' });
      created.push(DEMO.lan.account);
    }

    if (!(await exists(DEMO.hoa.account))) {
      const user = await trx
        .insertInto('users')
        .values({ user_code: 'SC00000003', role: 'customer', account: DEMO.hoa.account, email: DEMO.hoa.email, full_name: 'Phạm Thị Hoa', phone: '0935123456', id_type: 'citizen_id', id_number: '048195001234', date_of_birth: '1995-09-02', gender: 'female', password_hash: hoaHash, pin_hash: null, locked_until: null, pin_locked_until: null, privacy_version: PRIVACY_POLICY.version, privacy_accepted_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('privacy_acceptances').values({ user_id: user.id, version: PRIVACY_POLICY.version, accepted_at: now, ip: null }).execute();
      created.push(DEMO.hoa.account);
    }
    created.push(...(await seedPortalStaff(trx)));
    created.push(...(await seedGroupCover(trx)));
  });
  await seedClaimWorkflow(db);
  return { created };
}

/** On start: seed an empty database (no users yet). */
export async function seedIfEmpty(db: Db, options: { pinPepper: string }): Promise<boolean> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seed(db, options);
  return true;
}
