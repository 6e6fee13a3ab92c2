import { create } from 'qrcode';
import { ecardQrPayload, parseEcardQrPayload } from './qrPayload';

test('the QR payload carries card number and policy no and reads back', () => {
  const text = ecardQrPayload({ cardNumber: 'BV-0001-0001', policyNo: 'POL-2026-0001' });
  expect(text).toBe('SENCARE:ECARD;CARD:BV-0001-0001;POLICY:POL-2026-0001');
  expect(parseEcardQrPayload(text)).toEqual({ cardNumber: 'BV-0001-0001', policyNo: 'POL-2026-0001' });
  expect(parseEcardQrPayload('https://example.com')).toBeNull();
  // Small enough for a low version code that any front-desk scanner reads at arm's length.
  expect(create(text, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(4);
});
