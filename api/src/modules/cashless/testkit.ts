import type { TestApp } from '../../test/helpers';
import { JPEG } from '../claims/testkit';

/** A 1×1-sized PNG head as the signature pad draws it: the API takes a PNG signature only (cashless/service.ts). */
export const SIGNATURE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);

/**
 * A customer's cashless application as the app sends it (multipart: the fields, then the ID
 * photos and the signature), for suites that need one to review or to log reads of. `idNumber`
 * and `phone` differ per caller so applications of one run stay apart.
 */
export async function applyForCashless(t: TestApp, token: string, person: { idNumber: string; phone: string }): Promise<{ status: number; data: { status: string } | null }> {
  const boundary = 'cashlesstestkit';
  const fields = { fullName: 'Phạm Quốc Bảo', idType: 'citizen_id', idNumber: person.idNumber, dateOfBirth: '1999-01-01', phone: person.phone, commitmentsAccepted: 'true' };
  const files: Record<string, Buffer> = { idFront: JPEG, idBack: JPEG, portrait: JPEG, signature: SIGNATURE_PNG };
  const parts = [
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    ...Object.entries(files).flatMap(([k, bytes]) => [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), bytes, Buffer.from('\r\n')]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  const res = await t.app.inject({ method: 'POST', url: '/api/cashless/apply', payload: Buffer.concat(parts), headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { status: res.statusCode, data: res.json().data };
}
