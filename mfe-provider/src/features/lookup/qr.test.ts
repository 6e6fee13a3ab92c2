import { qrPixels } from '../../test/qrPixels';
import { parseEcardQr, scanPixels } from './qr';

describe('e-card QR', () => {
  test('the text mfe-policies encodes is read back as card and policy', () => {
    // The exact string of mfe-policies/src/features/ecards/qrPayload.test.ts.
    expect(parseEcardQr('SENCARE:ECARD;CARD:BV-0001-0001;POLICY:POL-2026-0001')).toEqual({ cardNumber: 'BV-0001-0001', policyNo: 'POL-2026-0001' });
    expect(parseEcardQr('https://example.com')).toBeNull();
    expect(parseEcardQr('SENCARE:ECARD;CARD:;POLICY:P')).toBeNull();
  });

  test('a real e-card QR code decodes to its card number', () => {
    const result = scanPixels(qrPixels('SENCARE:ECARD;CARD:SC2026000101;POLICY:POL-2026-0001'));
    expect(result).toEqual({ kind: 'card', cardNumber: 'SC2026000101', policyNo: 'POL-2026-0001' });
  });

  test('a camera frame (no inversion pass) decodes too', () => {
    expect(scanPixels(qrPixels('SENCARE:ECARD;CARD:SC2026000202;POLICY:POL-2026-0002', 4), false)).toMatchObject({ kind: 'card', cardNumber: 'SC2026000202' });
  });

  test('another QR code is told apart from an e-card; a blank picture has none', () => {
    expect(scanPixels(qrPixels('https://sencare.vn'))).toEqual({ kind: 'notEcard' });
    expect(scanPixels({ data: new Uint8ClampedArray(120 * 120 * 4).fill(255), width: 120, height: 120 })).toEqual({ kind: 'none' });
  });
});
