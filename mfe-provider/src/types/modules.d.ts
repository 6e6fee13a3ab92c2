/** qrcode ships no types; the tests use only its matrix builder (mfe-policies draws e-card QRs with it). */
declare module 'qrcode' {
  export interface QRCodeModel {
    modules: { size: number; data: Uint8Array; get(row: number, col: number): number };
    version: number;
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QRCodeModel;
}
