import type { ClaimStatus } from './schema';

/**
 * The demo policyholders' people, policies, claims (with their timelines) and inbox (api/README.md
 * "Demo accounts"). Every text a reader sees in both languages is a pair, stored per language:
 * never "English / Tiếng Việt" in one field. Money in messages is the app's
 * format (1,935,000 ₫), dates dd-mm-yyyy.
 */
export interface PersonSeed {
  key: string;
  name: string;
  relationship: 'self' | 'spouse' | 'child' | 'parent';
  idType: string;
  idNumber: string;
  dob: string;
  gender: 'male' | 'female';
}

export interface PolicySeed {
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

export interface ClaimSeed {
  id: string;
  insured: string;
  policies: string[];
  riskDate: string;
  type: 'illness' | 'accident';
  treatment: 'inpatient' | 'outpatient';
  diagnosis: string;
  items: Array<[name: string, quantity: number, type: string, unitPrice: number, deductible?: number]>;
  /** Statuses after draft, in order; the last one is the claim's status. Notes per language. */
  path: Array<[status: ClaimStatus, note?: InBoth]>;
  /** Share of each item approved when the claim was settled (1 = all). */
  approvedShare?: number;
  day: string;
}

/** A text in English and Vietnamese, each stored in its own column (migration 120). */
export type InBoth = [en: string, vi: string];

export interface PortfolioSeed {
  people: PersonSeed[];
  policies: PolicySeed[];
  claims: ClaimSeed[];
  messages: Array<{ title: InBoth; body: InBoth; link?: string; read: boolean; at: string }>;
  payee: { bank: string; branch: string; province: string; accountName: string; accountNumber: string; phone: string };
}

const FAMILY_BENEFITS: PolicySeed['benefits'] = [
  ['INPATIENT', 'Inpatient treatment', 'Điều trị nội trú', 100_000_000, 12_400_000],
  ['OUTPATIENT', 'Outpatient treatment', 'Điều trị ngoại trú', 20_000_000, 3_650_000],
  ['DENTAL', 'Dental care', 'Chăm sóc răng', 5_000_000, 1_600_000],
  ['MATERNITY', 'Maternity', 'Thai sản', 30_000_000, 0],
  ['ACCIDENT', 'Personal accident', 'Tai nạn cá nhân', 50_000_000, 0],
];

const SUBMITTED: ClaimSeed['path'][number] = ['processing'];
const SETTLE: ClaimSeed['path'] = [SUBMITTED, ['settled', ['Approved per the policy terms.', 'Được duyệt theo điều khoản hợp đồng.']]];

export function demoPortfolio(): PortfolioSeed {
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
      { id: 'CL-2026-000103', day: '2026-10-28', insured: 'wife', policies: ['SCH-2026-000451'], riskDate: '2026-10-25', type: 'illness', treatment: 'inpatient', diagnosis: 'Viêm ruột thừa cấp (K35.8)', items: [['Phẫu thuật nội soi', 1, 'surgery', 9_800_000], ['Tiền giường (3 ngày)', 3, 'room', 1_200_000], ['Thuốc và vật tư', 1, 'medicine', 2_350_000]], path: [SUBMITTED, ['supplement_requested', ['Please upload the discharge paper and the original VAT invoice.', 'Vui lòng bổ sung giấy ra viện và hóa đơn GTGT gốc.']]] },
      { id: 'CL-2026-000104', day: '2026-10-12', insured: 'daughter', policies: ['SCH-2026-000451'], riskDate: '2026-10-10', type: 'accident', treatment: 'outpatient', diagnosis: 'Bong gân cổ chân trái do ngã (S93.4)', items: [['Khám chấn thương', 1, 'consultation', 400_000], ['Chụp X-quang', 1, 'imaging', 250_000]], path: [SUBMITTED, ['to_be_revised', ['The bank account name does not match the claimant.', 'Tên chủ tài khoản không khớp với người yêu cầu bồi thường.']]] },
      { id: 'CL-2026-000105', day: '2026-09-20', insured: 'self', policies: ['SCH-2026-000451'], riskDate: '2026-09-18', type: 'illness', treatment: 'outpatient', diagnosis: 'Viêm dạ dày (K29.7)', items: [['Nội soi dạ dày', 1, 'test', 1_500_000], ['Thuốc', 1, 'medicine', 650_000]], path: SETTLE, approvedShare: 0.9 },
      { id: 'CL-2026-000106', day: '2026-07-05', insured: 'wife', policies: ['SCH-2026-000451'], riskDate: '2026-07-01', type: 'illness', treatment: 'outpatient', diagnosis: 'Sâu răng, trám răng (K02.1)', items: [['Trám răng', 2, 'dental', 800_000]], path: [...SETTLE, ['to_be_paid'], ['paid', ['Paid to Vietcombank ****3456.', 'Đã chuyển vào tài khoản Vietcombank ****3456.']]] },
      { id: 'CL-2026-000107', day: '2026-05-14', insured: 'son', policies: ['SCH-2026-000451'], riskDate: '2026-05-12', type: 'illness', treatment: 'inpatient', diagnosis: 'Viêm phổi (J18.9)', items: [['Tiền giường (4 ngày)', 4, 'room', 1_500_000], ['Thuốc', 1, 'medicine', 3_400_000], ['Xét nghiệm', 1, 'test', 2_000_000]], path: [...SETTLE, ['to_be_paid'], ['paid'], ['finished']] },
      { id: 'CL-2026-000108', day: '2026-03-02', insured: 'self', policies: ['SCH-2026-000451'], riskDate: '2026-01-20', type: 'illness', treatment: 'outpatient', diagnosis: 'Khám sức khỏe định kỳ', items: [['Gói khám tổng quát', 1, 'checkup', 2_800_000]], path: [SUBMITTED, ['denied', ['Routine health check-ups are not covered; the risk date is within the 30-day waiting period.', 'Khám sức khỏe định kỳ không thuộc phạm vi bảo hiểm; ngày xảy ra sự kiện nằm trong thời gian chờ 30 ngày.']]] },
      { id: 'CL-2026-000109', day: '2026-04-22', insured: 'daughter', policies: ['SCH-2026-000451'], riskDate: '2026-04-20', type: 'illness', treatment: 'outpatient', diagnosis: 'Viêm tai giữa (H66.9)', items: [['Khám tai mũi họng', 1, 'consultation', 300_000]], path: [SUBMITTED, ['cancelled', ['The hospital billed the insurer directly.', 'Bệnh viện đã bảo lãnh viện phí trực tiếp.']]] },
      { id: 'CL-2025-000311', day: '2025-08-09', insured: 'self', policies: ['SCH-2025-000188'], riskDate: '2025-08-05', type: 'accident', treatment: 'inpatient', diagnosis: 'Gãy xương cẳng tay phải (S52.5)', items: [['Phẫu thuật kết hợp xương', 1, 'surgery', 18_000_000], ['Tiền giường (5 ngày)', 5, 'room', 1_000_000, 500_000]], path: [...SETTLE, ['to_be_paid'], ['paid'], ['finished']], approvedShare: 1 },
    ],
    messages: [
      { title: ['Claim CL-2026-000103 needs documents', 'Yêu cầu CL-2026-000103 cần bổ sung chứng từ'], body: ['The insurer asked for the discharge paper and the original VAT invoice.', 'Công ty bảo hiểm yêu cầu bổ sung giấy ra viện và hóa đơn GTGT.'], link: '#/claims/detail?id=CL-2026-000103', read: false, at: '2026-10-30T03:00:00.000Z' },
      { title: ['Claim CL-2026-000104 to be revised', 'Yêu cầu CL-2026-000104 cần chỉnh sửa'], body: ['Please correct the bank account name.', 'Vui lòng sửa tên chủ tài khoản ngân hàng.'], link: '#/claims/detail?id=CL-2026-000104', read: false, at: '2026-10-14T04:00:00.000Z' },
      { title: ['Claim CL-2026-000105 settled', 'Yêu cầu CL-2026-000105 đã được duyệt'], body: ['Your claim was settled: 1,935,000 ₫ will be paid.', 'Yêu cầu đã được duyệt: số tiền 1,935,000 ₫ sẽ được chi trả.'], link: '#/claims/detail?id=CL-2026-000105', read: false, at: '2026-09-22T05:00:00.000Z' },
      { title: ['Claim CL-2026-000106 paid', 'Yêu cầu CL-2026-000106 đã được thanh toán'], body: ['1,600,000 ₫ was transferred to your Vietcombank account.', 'Số tiền 1,600,000 ₫ đã được chuyển vào tài khoản Vietcombank của bạn.'], link: '#/claims/detail?id=CL-2026-000106', read: true, at: '2026-07-10T02:00:00.000Z' },
      { title: ['Welcome to SenCare', 'Chào mừng bạn đến với SenCare'], body: ['Your policy SCH-2026-000451 is effective from 01-01-2026. Activate cashless service to be treated without paying up front.', 'Hợp đồng SCH-2026-000451 có hiệu lực từ 01-01-2026. Hãy kích hoạt dịch vụ bảo lãnh viện phí để không phải tạm ứng khi điều trị.'], read: true, at: '2026-01-01T01:00:00.000Z' },
    ],
    payee: { bank: 'VCB', branch: 'Chi nhánh Thành Công', province: '01', accountName: 'NGUYEN VAN AN', accountNumber: '0451003456', phone: '0912345678' },
  };
}

export function lanPortfolio(): PortfolioSeed {
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
      { id: 'CL-2026-000201', day: '2026-11-05', insured: 'mother', policies: ['SCH-2026-000777'], riskDate: '2026-11-01', type: 'illness', treatment: 'inpatient', diagnosis: 'Tăng huyết áp (I10)', items: [['Tiền giường (2 ngày)', 2, 'room', 1_800_000], ['Thuốc', 1, 'medicine', 1_250_000]], path: [SUBMITTED, ['waiting_originals', ['Please send the original invoices by post.', 'Vui lòng gửi hóa đơn gốc qua bưu điện.']]] },
      { id: 'CL-2026-000202', day: '2026-10-02', insured: 'self', policies: ['SCH-2026-000777'], riskDate: '2026-09-29', type: 'illness', treatment: 'outpatient', diagnosis: 'Viêm xoang (J32.9)', items: [['Khám tai mũi họng', 1, 'consultation', 500_000], ['Nội soi', 1, 'test', 700_000]], path: [...SETTLE, ['to_be_paid']] },
      { id: 'CL-2026-000203', day: '2026-08-15', insured: 'self', policies: ['SCH-2026-000777'], riskDate: '2026-08-12', type: 'accident', treatment: 'outpatient', diagnosis: 'Vết thương phần mềm cẳng chân (S81.8)', items: [['Khâu vết thương', 1, 'procedure', 900_000]], path: [...SETTLE, ['to_be_paid'], ['payment_failed', ['The bank rejected the transfer: the account is closed.', 'Ngân hàng từ chối chuyển khoản: tài khoản đã đóng.']]] },
      { id: 'CL-2026-000204', day: '2026-11-19', insured: 'mother', policies: ['SCH-2026-000777'], riskDate: '2026-11-17', type: 'illness', treatment: 'outpatient', diagnosis: 'Đái tháo đường típ 2 (E11.9)', items: [['Khám nội tiết', 1, 'consultation', 450_000], ['Thuốc', 1, 'medicine', 820_000]], path: [SUBMITTED] },
    ],
    messages: [
      { title: ['Payment failed for CL-2026-000203', 'Thanh toán yêu cầu CL-2026-000203 không thành công'], body: ['Please update your bank details so we can pay again.', 'Vui lòng cập nhật thông tin ngân hàng để được chi trả lại.'], link: '#/claims/detail?id=CL-2026-000203', read: false, at: '2026-08-20T03:00:00.000Z' },
      { title: ['Cashless service activated', 'Đã kích hoạt dịch vụ bảo lãnh viện phí'], body: ['Show your e-card at partner providers.', 'Xuất trình thẻ điện tử tại các cơ sở y tế liên kết.'], read: true, at: '2026-03-05T02:00:00.000Z' },
    ],
    payee: { bank: 'TCB', branch: 'Chi nhánh Sài Gòn', province: '79', accountName: 'TRAN THI LAN', accountNumber: '19033456789012', phone: '0903456789' },
  };
}
