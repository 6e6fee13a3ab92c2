/**
 * The field's PNG data URL as a file part for a multipart upload (cashless activation sends it
 * beside the ID photos; the claim keeps the data URL in its JSON instead).
 */
export function signatureBlob(image: string): Blob {
  const comma = image.indexOf(',');
  const mime = /^data:([^;,]+)/.exec(image)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(image.slice(comma + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: mime });
}
