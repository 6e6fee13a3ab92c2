import type { ExportSection } from './types';
import { dmy } from './types';

/** The account itself: who the person is and how to reach them (never a password or PIN hash). */
export const profileSection: ExportSection = {
  key: 'profile',
  title: { en: 'Profile', vi: 'Hồ sơ cá nhân' },
  async collect(db, userId) {
    const user = await db
      .selectFrom('users')
      .select(['user_code', 'account', 'email', 'full_name', 'phone', 'id_type', 'id_number', 'date_of_birth', 'gender', 'status', 'cashless_status', 'privacy_version', 'privacy_accepted_at', 'created_at', 'updated_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      records: user,
      count: 1,
      files: [],
      lines: [
        { en: `Name: ${user.full_name}`, vi: `Họ tên: ${user.full_name}` },
        { en: `Account: ${user.account} (${user.user_code})`, vi: `Tài khoản: ${user.account} (${user.user_code})` },
        { en: `Email: ${user.email} · Phone: ${user.phone}`, vi: `Email: ${user.email} · Điện thoại: ${user.phone}` },
        { en: `ID: ${user.id_type} ${user.id_number} · Born: ${dmy(user.date_of_birth)}`, vi: `Giấy tờ: ${user.id_type} ${user.id_number} · Ngày sinh: ${dmy(user.date_of_birth)}` },
      ],
    };
  },
};
