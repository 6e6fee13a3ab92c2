import jsQR from 'jsqr';

/** Pixels as a canvas gives them (RGBA, row by row): a video frame or a photo. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The e-card QR's text, as mfe-policies draws it (mfe-policies/src/features/ecards/qrPayload.ts):
 * `SENCARE:ECARD;CARD:<card number>;POLICY:<policy number>`. Remotes never import each other, so
 * the format is read here again; a change there must change this (the format test pins it).
 */
const ECARD_QR = /^SENCARE:ECARD;CARD:([^;]+);POLICY:([^;]+)$/;

export function parseEcardQr(text: string): { cardNumber: string; policyNo: string } | null {
  const match = ECARD_QR.exec(text.trim());
  return match ? { cardNumber: match[1], policyNo: match[2] } : null;
}

export type ScanResult = { kind: 'card'; cardNumber: string; policyNo: string } | { kind: 'notEcard' } | { kind: 'none' };

/**
 * What a picture shows: an e-card, some other QR code, or no QR code. `thorough` also tries the
 * inverted picture (a photo of a dark screen); a live camera frame skips that to keep up.
 */
export function scanPixels(pixels: Pixels, thorough = true): ScanResult {
  const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: thorough ? 'attemptBoth' : 'dontInvert' });
  if (!code) return { kind: 'none' };
  const card = parseEcardQr(code.data);
  return card ? { kind: 'card', ...card } : { kind: 'notEcard' };
}

/** Photos from a phone are large; jsQR needs no more than this many pixels across to find a card. */
const MAX_SIDE = 1280;

/** A picked photo's pixels, scaled down, through a canvas (browser only; jsdom has no canvas). */
export async function pixelsOfFile(file: Blob): Promise<Pixels> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return context.getImageData(0, 0, width, height);
}

/** The video's current frame through `canvas`; null until the camera sends pictures. */
export function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Pixels | null {
  if (!video.videoWidth || !video.videoHeight) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
