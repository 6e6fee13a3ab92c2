/** qrcode ships no types; only the matrix builder is used (rendered as React SVG, no canvas). */
declare module 'qrcode' {
  export interface QRCodeModel {
    modules: { size: number; data: Uint8Array; get(row: number, col: number): number };
    version: number;
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QRCodeModel;
}
