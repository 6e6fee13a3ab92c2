import { ApiError } from '@sencare/shared/http';
import type { Ecard, PolicyDetail, PolicySummary } from '@sencare/shared/contracts';

export const policySummary: PolicySummary = {
  policyNo: 'POL-2026-0001',
  insurer: 'Bao Viet Insurance',
  productName: { en: 'Family Health Care', vi: 'Chăm sóc sức khỏe gia đình' },
  status: 'effective',
  role: 'holder',
  effectiveDate: '2026-01-01',
  expiryDate: '2026-12-31',
  sumInsured: 200_000_000,
  remainingBalance: 150_000_000,
  waitingPeriodDays: 30,
  waitingPeriodEndsOn: '2026-01-31',
  hotline: '1900 1234',
  members: [
    { id: 1, fullName: 'Nguyen Van An', relationship: 'self', dateOfBirth: '1985-04-12', gender: 'male' },
    { id: 2, fullName: 'Tran Thi Binh', relationship: 'spouse', dateOfBirth: '1987-09-03', gender: 'female' },
  ],
};

export const expiredSummary: PolicySummary = {
  ...policySummary,
  policyNo: 'POL-2024-0099',
  status: 'expired',
  role: 'insured',
  effectiveDate: '2024-01-01',
  expiryDate: '2024-12-31',
  waitingPeriodDays: 0,
  waitingPeriodEndsOn: '2024-01-01',
  members: [policySummary.members[0]],
};

export const policyDetail: PolicyDetail = {
  ...policySummary,
  holderName: 'Nguyen Van An',
  benefits: [
    { code: 'INPATIENT', name: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' }, limit: 100_000_000, used: 25_000_000, remaining: 75_000_000 },
    { code: 'OUTPATIENT', name: { en: 'Outpatient treatment', vi: 'Điều trị ngoại trú' }, limit: 20_000_000, used: 19_000_000, remaining: 1_000_000 },
  ],
};

export const effectiveCards: Ecard[] = [
  {
    cardNumber: 'BV-0001-0001',
    status: 'effective',
    insuredName: 'Nguyen Van An',
    relationship: 'self',
    dateOfBirth: '1985-04-12',
    policyNo: 'POL-2026-0001',
    insurer: 'Bao Viet Insurance',
    productName: { en: 'Family Health Care', vi: 'Chăm sóc sức khỏe gia đình' },
    validFrom: '2026-01-01',
    // Far ahead: the app marks a card whose cover has ended "Not valid" by today's date.
    validTo: '2099-12-31',
    hotline: '1900 1234',
  },
  {
    cardNumber: 'BV-0001-0002',
    status: 'effective',
    insuredName: 'Tran Thi Binh',
    relationship: 'spouse',
    dateOfBirth: '1987-09-03',
    policyNo: 'POL-2026-0001',
    insurer: 'Bao Viet Insurance',
    productName: { en: 'Family Health Care', vi: 'Chăm sóc sức khỏe gia đình' },
    validFrom: '2026-01-01',
    // Far ahead: the app marks a card whose cover has ended "Not valid" by today's date.
    validTo: '2099-12-31',
    hotline: '1900 1234',
  },
];

export const invalidCards: Ecard[] = [{ ...effectiveCards[0], cardNumber: 'BV-0000-0009', status: 'invalid', policyNo: 'POL-2024-0099', validFrom: '2024-01-01', validTo: '2024-12-31' }];

export const serverError = () => new ApiError(500, 'error.system', 500);
export const notFoundError = () => new ApiError(404, 'error.notFound', 404);
