/** qrcode ships no types; the e2e support uses only the matrix builder (support/fakeCamera.ts). */
declare module 'qrcode' {
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: { size: number; data: Uint8Array } };
}
