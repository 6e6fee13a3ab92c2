import type { Transaction } from 'kysely';
import { PRIVACY_POLICY } from '../modules/privacy/policy';
import { hashPassword, hashPin } from '../lib/secrets';
import { nowIso } from '../lib/time';
import type { Db } from './database';
import type { ClaimStatus, Database } from './schema';
import { BANKS, FAQ, PROVIDERS, PROVINCES } from './seed-reference';
import { seedClaimWorkflow } from './seed-claims';
import { seedApprovedApplication } from '../modules/cashless/repository';

/** Demo accounts (api/README.md). The demo PIN of lan.tran uses the configured pepper. */
export const DEMO = {
  demo: { account: 'demo', email: 'demo@sencare.vn', password: 'Demo2026' },
  lan: { account: 'lan.tran', email: 'lan.tran@sencare.vn', password: 'Lan2026pw', pin: '246810' },
  assessor: { account: 'assessor', email: 'assessor@sencare.vn', password: 'Assessor2026' },
  /** A new policyholder: privacy accepted, no PIN yet, no policy linked yet (the app's empty states). */
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

interface PersonSeed {
  key: string;
  name: string;
  relationship: 'self' | 'spouse' | 'child' | 'parent';
  idType: string;
  idNumber: string;
  dob: string;
  gender: 'male' | 'female';
}

interface PolicySeed {
  no: string;
  insurer: string;
  product: [en: string, vi: string];
  status: 'effective' | 'expired';
  from: string;
  to: string;
  sumInsured: number;
  remaining: number;
  waitingDays: number;
  members: string[];
  benefits: Array<[code: string, en: string, vi: string, limit: number, used: number]>;
}

interface ClaimSeed {
  id: string;
  insured: string;
  policies: string[];
  riskDate: string;
  type: 'illness' | 'accident';
  treatment: 'inpatient' | 'outpatient';
  diagnosis: string;
  items: Array<[name: string, quantity: number, type: string, unitPrice: number, deductible?: number]>;
  /** Statuses after draft, in order; the last one is the claim's status. */
  path: Array<[status: ClaimStatus, note?: string]>;
  /** Share of each item approved when the claim was settled (1 = all). */
  approvedShare?: number;
  day: string;
}

interface PortfolioSeed {
  people: PersonSeed[];
  policies: PolicySeed[];
  claims: ClaimSeed[];
  messages: Array<{ title: [string, string]; body: [string, string]; link?: string; read: boolean; at: string }>;
  payee: { bank: string; branch: string; province: string; accountName: string; accountNumber: string; phone: string };
}

const INSURER_ROLE_STATUSES: ClaimStatus[] = ['supplement_requested', 'to_be_revised', 'waiting_originals', 'settled', 'denied', 'to_be_paid', 'paid', 'payment_failed', 'finished'];

async function seedPortfolio(trx: Trx, userId: number, email: string, claimantName: string, assessorId: number | null, data: PortfolioSeed): Promise<void> {
  const now = nowIso();
  const insured = new Map<string, number>();
  for (const p of data.people) {
    const row = await trx
      .insertInto('insured_persons')
      .values({ user_id: userId, full_name: p.name, relationship: p.relationship, id_type: p.idType, id_number: p.idNumber, date_of_birth: p.dob, gender: p.gender, created_at: now })
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
          note: note ?? null,
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

const FAMILY_BENEFITS: PolicySeed['benefits'] = [
  ['INPATIENT', 'Inpatient treatment', 'Điều trị nội trú', 100_000_000, 12_400_000],
  ['OUTPATIENT', 'Outpatient treatment', 'Điều trị ngoại trú', 20_000_000, 3_650_000],
  ['DENTAL', 'Dental care', 'Chăm sóc răng', 5_000_000, 1_600_000],
  ['MATERNITY', 'Maternity', 'Thai sản', 30_000_000, 0],
  ['ACCIDENT', 'Personal accident', 'Tai nạn cá nhân', 50_000_000, 0],
];

const SUBMITTED: ClaimSeed['path'][number] = ['processing'];
const SETTLE: ClaimSeed['path'] = [SUBMITTED, ['settled', 'Approved per policy terms']];

function demoPortfolio(): PortfolioSeed {
  return {
    people: [
      { key: 'self', name: 'Nguyễn Văn An', relationship: 'self', idType: 'citizen_id', idNumber: '001090012345', dob: '1990-05-12', gender: 'male' },
      { key: 'wife', name: 'Trần Thị Bích Ngọc', relationship: 'spouse', idType: 'citizen_id', idNumber: '001192034567', dob: '1992-08-20', gender: 'female' },
      { key: 'son', name: 'Nguyễn Minh Khôi', relationship: 'child', idType: 'birth_certificate', idNumber: '001218005678', dob: '2018-03-15', gender: 'male' },
      { key: 'daughter', name: 'Nguyễn Ngọc Hân', relationship: 'child', idType: 'birth_certificate', idNumber: '001321009876', dob: '2021-11-02', gender: 'female' },
    ],
    policies: [
      {
        no: 'SCH-2026-000451',
        insurer: 'Tổng Công ty Bảo hiểm Bảo Việt',
        product: ['SenCare Family Health Plus', 'Sức khỏe Gia đình SenCare Plus'],
        status: 'effective',
        from: '2026-01-01',
        to: '2026-12-31',
        sumInsured: 200_000_000,
        remaining: 182_350_000,
        waitingDays: 30,
        members: ['self', 'wife', 'son', 'daughter'],
        benefits: FAMILY_BENEFITS,
      },
      {
        no: 'SCH-2025-000188',
        insurer: 'Tổng Công ty Bảo hiểm PVI',
        product: ['SenCare Health Basic', 'Sức khỏe Cơ bản SenCare'],
        status: 'expired',
        from: '2025-01-01',
        to: '2025-12-31',
        sumInsured: 100_000_000,
        remaining: 64_500_000,
        waitingDays: 30,
        members: ['self', 'wife'],
        benefits: [
          ['INPATIENT', 'Inpatient treatment', 'Điều trị nội trú', 60_000_000, 28_000_000],
          ['OUTPATIENT', 'Outpatient treatment', 'Điều trị ngoại trú', 10_000_000, 7_500_000],
        ],
      },
    ],
    claims: [
      { id: 'CL-2026-000101', day: '2026-11-18', insured: 'self', policies: ['SCH-2026-000451'], riskDate: '2026-11-15', type: 'illness', treatment: 'outpatient', diagnosis: 'Viêm họng cấp (J02.9)', items: [['Khám bệnh', 1, 'consultation', 300_000], ['Thuốc kháng sinh', 1, 'medicine', 420_000]], path: [] },
      { id: 'CL-2026-000102', day: '2026-11-10', insured: 'son', policies: ['SCH-2026-000451'], riskDate: '2026-11-08', type: 'illness', treatment: 'outpatient', diagnosis: 'Sốt xuất huyết Dengue (A97)', items: [['Khám nhi', 1, 'consultation', 350_000], ['Xét nghiệm máu', 2, 'test', 280_000], ['Thuốc', 1, 'medicine', 190_000]], path: [SUBMITTED] },
      { id: 'CL-2026-000103', day: '2026-10-28', insured: 'wife', policies: ['SCH-2026-000451'], riskDate: '2026-10-25', type: 'illness', treatment: 'inpatient', diagnosis: 'Viêm ruột thừa cấp (K35.8)', items: [['Phẫu thuật nội soi', 1, 'surgery', 9_800_000], ['Tiền giường (3 ngày)', 3, 'room', 1_200_000], ['Thuốc và vật tư', 1, 'medicine', 2_350_000]], path: [SUBMITTED, ['supplement_requested', 'Please upload the discharge paper and the original VAT invoice / Vui lòng bổ sung giấy ra viện và hóa đơn GTGT']] },
      { id: 'CL-2026-000104', day: '2026-10-12', insured: 'daughter', policies: ['SCH-2026-000451'], riskDate: '2026-10-10', type: 'accident', treatment: 'outpatient', diagnosis: 'Bong gân cổ chân trái do ngã (S93.4)', items: [['Khám chấn thương', 1, 'consultation', 400_000], ['Chụp X-quang', 1, 'imaging', 250_000]], path: [SUBMITTED, ['to_be_revised', 'The bank account name does not match the claimant / Tên chủ tài khoản không khớp người yêu cầu']] },
      { id: 'CL-2026-000105', day: '2026-09-20', insured: 'self', policies: ['SCH-2026-000451'], riskDate: '2026-09-18', type: 'illness', treatment: 'outpatient', diagnosis: 'Viêm dạ dày (K29.7)', items: [['Nội soi dạ dày', 1, 'test', 1_500_000], ['Thuốc', 1, 'medicine', 650_000]], path: SETTLE, approvedShare: 0.9 },
      { id: 'CL-2026-000106', day: '2026-07-05', insured: 'wife', policies: ['SCH-2026-000451'], riskDate: '2026-07-01', type: 'illness', treatment: 'outpatient', diagnosis: 'Sâu răng, trám răng (K02.1)', items: [['Trám răng', 2, 'dental', 800_000]], path: [...SETTLE, ['to_be_paid'], ['paid', 'Paid to Vietcombank ****3456']] },
      { id: 'CL-2026-000107', day: '2026-05-14', insured: 'son', policies: ['SCH-2026-000451'], riskDate: '2026-05-12', type: 'illness', treatment: 'inpatient', diagnosis: 'Viêm phổi (J18.9)', items: [['Tiền giường (4 ngày)', 4, 'room', 1_500_000], ['Thuốc', 1, 'medicine', 3_400_000], ['Xét nghiệm', 1, 'test', 2_000_000]], path: [...SETTLE, ['to_be_paid'], ['paid'], ['finished']] },
      { id: 'CL-2026-000108', day: '2026-03-02', insured: 'self', policies: ['SCH-2026-000451'], riskDate: '2026-01-20', type: 'illness', treatment: 'outpatient', diagnosis: 'Khám sức khỏe định kỳ', items: [['Gói khám tổng quát', 1, 'checkup', 2_800_000]], path: [SUBMITTED, ['denied', 'Routine health check-ups are not covered; risk date within the 30-day waiting period / Khám sức khỏe định kỳ không thuộc phạm vi bảo hiểm']] },
      { id: 'CL-2026-000109', day: '2026-04-22', insured: 'daughter', policies: ['SCH-2026-000451'], riskDate: '2026-04-20', type: 'illness', treatment: 'outpatient', diagnosis: 'Viêm tai giữa (H66.9)', items: [['Khám tai mũi họng', 1, 'consultation', 300_000]], path: [SUBMITTED, ['cancelled', 'Cancelled by the policyholder / Khách hàng hủy yêu cầu']] },
      { id: 'CL-2025-000311', day: '2025-08-09', insured: 'self', policies: ['SCH-2025-000188'], riskDate: '2025-08-05', type: 'accident', treatment: 'inpatient', diagnosis: 'Gãy xương cẳng tay phải (S52.5)', items: [['Phẫu thuật kết hợp xương', 1, 'surgery', 18_000_000], ['Tiền giường (5 ngày)', 5, 'room', 1_000_000, 500_000]], path: [...SETTLE, ['to_be_paid'], ['paid'], ['finished']], approvedShare: 1 },
    ],
    messages: [
      { title: ['Claim CL-2026-000103 needs documents', 'Yêu cầu CL-2026-000103 cần bổ sung chứng từ'], body: ['The insurer asked for the discharge paper and the original VAT invoice.', 'Công ty bảo hiểm yêu cầu bổ sung giấy ra viện và hóa đơn GTGT.'], link: '#/claims/detail?id=CL-2026-000103', read: false, at: '2026-10-30T03:00:00.000Z' },
      { title: ['Claim CL-2026-000104 to be revised', 'Yêu cầu CL-2026-000104 cần chỉnh sửa'], body: ['Please correct the bank account name.', 'Vui lòng sửa tên chủ tài khoản ngân hàng.'], link: '#/claims/detail?id=CL-2026-000104', read: false, at: '2026-10-14T04:00:00.000Z' },
      { title: ['Claim CL-2026-000105 settled', 'Yêu cầu CL-2026-000105 đã được duyệt'], body: ['Your claim was settled: 1,935,000 VND will be paid.', 'Yêu cầu đã được duyệt: số tiền 1.935.000 VND sẽ được chi trả.'], link: '#/claims/detail?id=CL-2026-000105', read: false, at: '2026-09-22T05:00:00.000Z' },
      { title: ['Claim CL-2026-000106 paid', 'Yêu cầu CL-2026-000106 đã được thanh toán'], body: ['1,600,000 VND was transferred to your Vietcombank account.', 'Số tiền 1.600.000 VND đã được chuyển vào tài khoản Vietcombank của bạn.'], link: '#/claims/detail?id=CL-2026-000106', read: true, at: '2026-07-10T02:00:00.000Z' },
      { title: ['Welcome to SenCare', 'Chào mừng bạn đến với SenCare'], body: ['Your policy SCH-2026-000451 is effective from 01-01-2026. Activate cashless service to be treated without paying up front.', 'Hợp đồng SCH-2026-000451 có hiệu lực từ 01-01-2026. Hãy kích hoạt dịch vụ bảo lãnh viện phí để không phải tạm ứng khi điều trị.'], read: true, at: '2026-01-01T01:00:00.000Z' },
    ],
    payee: { bank: 'VCB', branch: 'Chi nhánh Thành Công', province: '01', accountName: 'NGUYEN VAN AN', accountNumber: '0451003456', phone: '0912345678' },
  };
}

function lanPortfolio(): PortfolioSeed {
  return {
    people: [
      { key: 'self', name: 'Trần Thị Lan', relationship: 'self', idType: 'citizen_id', idNumber: '079188045612', dob: '1988-02-27', gender: 'female' },
      { key: 'mother', name: 'Phạm Thị Hoa', relationship: 'parent', idType: 'citizen_id', idNumber: '079160078231', dob: '1960-09-09', gender: 'female' },
    ],
    policies: [
      {
        no: 'SCH-2026-000777',
        insurer: 'Tổng Công ty Cổ phần Bảo Minh',
        product: ['SenCare Premier Care', 'Chăm sóc Cao cấp SenCare'],
        status: 'effective',
        from: '2026-03-01',
        to: '2027-02-28',
        sumInsured: 500_000_000,
        remaining: 471_200_000,
        waitingDays: 30,
        members: ['self', 'mother'],
        benefits: FAMILY_BENEFITS.filter(([code]) => code !== 'MATERNITY'),
      },
    ],
    claims: [
      { id: 'CL-2026-000201', day: '2026-11-05', insured: 'mother', policies: ['SCH-2026-000777'], riskDate: '2026-11-01', type: 'illness', treatment: 'inpatient', diagnosis: 'Tăng huyết áp (I10)', items: [['Tiền giường (2 ngày)', 2, 'room', 1_800_000], ['Thuốc', 1, 'medicine', 1_250_000]], path: [SUBMITTED, ['waiting_originals', 'Please send the original invoices by post / Vui lòng gửi hóa đơn gốc qua bưu điện']] },
      { id: 'CL-2026-000202', day: '2026-10-02', insured: 'self', policies: ['SCH-2026-000777'], riskDate: '2026-09-29', type: 'illness', treatment: 'outpatient', diagnosis: 'Viêm xoang (J32.9)', items: [['Khám tai mũi họng', 1, 'consultation', 500_000], ['Nội soi', 1, 'test', 700_000]], path: [...SETTLE, ['to_be_paid']] },
      { id: 'CL-2026-000203', day: '2026-08-15', insured: 'self', policies: ['SCH-2026-000777'], riskDate: '2026-08-12', type: 'accident', treatment: 'outpatient', diagnosis: 'Vết thương phần mềm cẳng chân (S81.8)', items: [['Khâu vết thương', 1, 'procedure', 900_000]], path: [...SETTLE, ['to_be_paid'], ['payment_failed', 'The bank rejected the transfer: account closed / Ngân hàng từ chối: tài khoản đã đóng']] },
      { id: 'CL-2026-000204', day: '2026-11-19', insured: 'mother', policies: ['SCH-2026-000777'], riskDate: '2026-11-17', type: 'illness', treatment: 'outpatient', diagnosis: 'Đái tháo đường típ 2 (E11.9)', items: [['Khám nội tiết', 1, 'consultation', 450_000], ['Thuốc', 1, 'medicine', 820_000]], path: [SUBMITTED] },
    ],
    messages: [
      { title: ['Payment failed for CL-2026-000203', 'Thanh toán yêu cầu CL-2026-000203 không thành công'], body: ['Please update your bank details so we can pay again.', 'Vui lòng cập nhật thông tin ngân hàng để được chi trả lại.'], link: '#/claims/detail?id=CL-2026-000203', read: false, at: '2026-08-20T03:00:00.000Z' },
      { title: ['Cashless service activated', 'Đã kích hoạt dịch vụ bảo lãnh viện phí'], body: ['Show your e-card at partner providers.', 'Xuất trình thẻ điện tử tại các cơ sở y tế liên kết.'], read: true, at: '2026-03-05T02:00:00.000Z' },
    ],
    payee: { bank: 'TCB', branch: 'Chi nhánh Sài Gòn', province: '79', accountName: 'TRAN THI LAN', accountNumber: '19033456789012', phone: '0903456789' },
  };
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
