// Signing, drawn or typed: one component for every app that asks for a signature (the claim's
// signature page in mfe-claims, cashless activation in mfe-cashless). Domain code, bundled by each
// app that imports it, so signature_pad never reaches a page that does not sign.
export * from './SignatureField';
export * from './signatureBlob';
