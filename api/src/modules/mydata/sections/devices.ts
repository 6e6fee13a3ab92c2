import type { ExportSection } from './types';
import { dmy } from './types';

/**
 * Where the person signed in: sessions (when, from which address and browser) and the phones set up
 * for fingerprint unlock. Token hashes and key material are security data, not shown.
 */
export const devicesSection: ExportSection = {
  key: 'devices',
  title: { en: 'Devices and sign-ins', vi: 'Thiết bị và phiên đăng nhập' },
  async collect(db, userId) {
    const sessions = await db.selectFrom('sessions').select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent']).where('user_id', '=', userId).orderBy('id').execute();
    const devices = await db.selectFrom('webauthn_credentials').select(['created_at', 'last_used_at', 'transports']).where('user_id', '=', userId).orderBy('id').execute();
    return {
      records: { sessions, fingerprintDevices: devices },
      count: sessions.length + devices.length,
      files: [],
      lines: [
        { en: `${sessions.length} sign-ins, the latest ${dmy(sessions.at(-1)?.created_at)}`, vi: `${sessions.length} lần đăng nhập, gần nhất ${dmy(sessions.at(-1)?.created_at)}` },
        { en: `${devices.length} phones set up for fingerprint unlock`, vi: `${devices.length} điện thoại mở khóa bằng vân tay` },
      ],
    };
  },
};
