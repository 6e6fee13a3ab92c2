import fs from 'node:fs';
import path from 'node:path';
import { create } from 'qrcode';

/**
 * A camera for Chromium that films one QR code: a Y4M file for --use-file-for-fake-video-capture,
 * so the provider portal's real scanner (getUserMedia → canvas → jsQR) reads it as a front desk
 * would read a phone held up to the camera. Grey 4:2:0 frames: the QR in luma, chroma neutral.
 */
export function qrCameraFile(text: string, dir: string, width = 640, height = 480): string {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  // Quiet zone of 4 modules, the code about two thirds of the frame's height.
  const scale = Math.floor((height * 0.66) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size * scale; y += 1) {
    for (let x = 0; x < size * scale; x += 1) {
      if (data[Math.floor(y / scale) * size + Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(dir, `qr-${Buffer.from(text).toString('hex').slice(0, 24)}.y4m`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

/** Chromium's flags for a camera that films `file` with no permission prompt. */
export const fakeCameraArgs = (file: string) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
