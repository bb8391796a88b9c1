/**
 * Does the name a bank gives for an account belong to the member (docs/domain-rules.md "Money rails:
 * banks, names and the second factor")? At least two of the member's names appear among the bank's,
 * in any order, case and accents ignored; a member who gave only one name needs that one. Anything
 * else goes to an operator's review, never refused silently.
 */

/** Lower case, accents dropped ("Adéwálé" is "adewale"), split on anything that is not a letter. */
export function nameParts(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0);
}

export function accountNameMatches(memberName: string, accountName: string): boolean {
  const mine = [...new Set(nameParts(memberName))];
  const theirs = new Set(nameParts(accountName));
  if (mine.length === 0) return false;
  const needed = Math.min(2, mine.length);
  return mine.filter((w) => theirs.has(w)).length >= needed;
}
