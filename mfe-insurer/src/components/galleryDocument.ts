/** A document of a claim or a GOP as the gallery and the desk viewer show it. */
export interface GalleryDocument {
  id: string;
  name: string;
  mime?: string;
  /** Shown under the name (the document kind, translated). */
  caption?: string;
}

/** Whether the browser can show it as an image (HEIC it cannot); PDFs and the rest open in a new tab. */
export const looksLikeImage = (doc: GalleryDocument) => (doc.mime ? doc.mime.startsWith('image/') && doc.mime !== 'image/heic' : /\.(jpe?g|png|webp|gif)$/i.test(doc.name));

