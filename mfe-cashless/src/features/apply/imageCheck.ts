import { CASHLESS_MAX_FILE_BYTES, sniffImageType } from '@sencare/shared/rules';

function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b));
  // jsdom's Blob has no arrayBuffer(); FileReader works in every browser too.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The API checks the same (size and first bytes); checking here tells the user at once, next to the photo. */
export async function checkImage(file: File): Promise<string | null> {
  if (file.size > CASHLESS_MAX_FILE_BYTES) return 'validation.imageTooLarge';
  const type = sniffImageType(await readHead(file));
  return type ? null : 'validation.imageType';
}
