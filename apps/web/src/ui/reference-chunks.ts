/**
 * A payment reference cut into the pieces a narrow screen may wrap between: after each dash, and
 * between groups of four characters of a long code ("TF-4F1C2B9A…" → "TF-", "4F1C", "2B9A", …). The
 * pieces join back into the exact reference, so a copied or read-out code is never changed.
 */
export function referenceChunks(reference: string, size = 4): string[] {
  const chunks: string[] = [];
  const parts = reference.split('-');
  parts.forEach((part, i) => {
    const dash = i < parts.length - 1 ? '-' : '';
    if (part.length <= size * 2) {
      chunks.push(part + dash);
      return;
    }
    for (let at = 0; at < part.length; at += size) {
      const piece = part.slice(at, at + size);
      chunks.push(at + size >= part.length ? piece + dash : piece);
    }
  });
  return chunks;
}
