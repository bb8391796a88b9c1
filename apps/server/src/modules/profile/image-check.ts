/**
 * What an uploaded file really is, judged by its first bytes (never by its name or the browser's
 * content type): JPEG, PNG or WebP, else null.
 */
export type ImageKind = { ext: 'jpg' | 'png' | 'webp'; contentType: string };

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => at(i) === b)) return { ext: 'png', contentType: 'image/png' };
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}

export const CONTENT_TYPE_BY_EXT: Record<ImageKind['ext'], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
