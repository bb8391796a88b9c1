/** The list shows a message's first 40 characters (part 2 section 2.15), cut at a word where it can. */
export const PREVIEW_LENGTH = 40;

export function messagePreview(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_LENGTH) return flat;
  const cut = flat.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  // A word boundary in the last third keeps the preview readable; otherwise cut hard.
  return `${(space > PREVIEW_LENGTH * 0.66 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
