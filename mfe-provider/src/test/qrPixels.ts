import { create } from 'qrcode';
import type { Pixels } from '../features/lookup/qr';

/**
 * A real QR code, drawn as a phone camera would see it: the `qrcode` package's matrix (the one
 * mfe-policies draws the e-card with) painted black on white at `scale` pixels a module, with the
 * quiet zone, as RGBA pixels. No canvas here, so the painting is done by hand.
 */
export function qrPixels(text: string, scale = 6, quiet = 4): Pixels {
  const qr = create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const side = (n + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      if (row >= 0 && col >= 0 && row < n && col < n && qr.modules.get(row, col)) {
        const i = (y * side + x) * 4;
        data[i] = 0;
        data[i + 1] = 0;
        data[i + 2] = 0;
      }
    }
  }
  return { data, width: side, height: side };
}
