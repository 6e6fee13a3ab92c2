import type { SessionUser } from '@sencare/shared/channel';
import type { HrProfile, Member } from '@sencare/shared/contracts';
import { DEMO_USER } from '@sencare/shared/testing';

/** The HR admin of the dev seed (api/src/db/seed-group.ts). */
export const HR_ADMIN: SessionUser = { ...DEMO_USER, userCode: 'HR00000001', account: 'hr.admin', fullName: 'Đặng Thu Trang', email: 'hr.admin@minhan.vn', role: 'hr' };

export const PROFILE: HrProfile = {
  employer: { code: 'EMP-MINHAN', name: 'Công ty TNHH Minh An' },
  subRole: 'admin',
  department: null,
  departments: ['Engineering', 'Sales'],
  plans: [{ policyNo: 'GP-2026-000101', code: 'A', name: { en: 'Plan A', vi: 'Gói A' } }, { policyNo: 'GP-2026-000101', code: 'B', name: { en: 'Plan B', vi: 'Gói B' } }],
};

export const member = (overrides: Partial<Member> = {}): Member => ({
  id: 11,
  employeeNo: 'MA-0001',
  relationship: 'self',
  fullName: 'Võ Minh Quang',
  dateOfBirth: '1989-04-18',
  gender: 'male',
  idNumber: '079089004521',
  email: 'quang.vo@minhan.vn',
  phone: null,
  department: 'Engineering',
  planCode: 'A',
  policyNo: 'GP-2026-000101',
  status: 'active',
  coverFrom: '2026-01-01',
  coverTo: null,
  cardNumber: 'SG0000000011',
  cardStatus: 'effective',
  ...overrides,
});
