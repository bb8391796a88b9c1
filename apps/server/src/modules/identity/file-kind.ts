/**
 * What an uploaded ID document really is, judged by its first bytes (never by its name or the
 * browser's content type): a JPEG or PNG photo, or a PDF; else null.
 */
export function sniffIdFile(bytes: Uint8Array): { contentType: string; ext: 'jpg' | 'png' | 'pdf' } | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return { contentType: 'image/jpeg', ext: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => at(i) === b)) return { contentType: 'image/png', ext: 'png' };
  // "%PDF-"
  if ([0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => at(i) === b)) {
    return { contentType: 'application/pdf', ext: 'pdf' };
  }
  return null;
}
