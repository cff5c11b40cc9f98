/**
 * Org codes nest by segments of a letter and two digits: A01, A01A01, A01A01A02 … so a prefix
 * selects a subtree. Segment n (1-based) is letter ⌊(n−1)/99⌋ and number (n−1) mod 99 + 1:
 * A01 … A99, B01 … Z99.
 */
const SEGMENT = /^[A-Z]\d{2}$/;
const PER_LETTER = 99;
export const MAX_CHILDREN = 26 * PER_LETTER;

export function segmentNumber(segment: string): number {
  if (!SEGMENT.test(segment)) return 0;
  const letter = segment.charCodeAt(0) - 65;
  return letter * PER_LETTER + Number(segment.slice(1));
}

export function segmentOf(n: number): string {
  const letter = String.fromCharCode(65 + Math.floor((n - 1) / PER_LETTER));
  return `${letter}${String(((n - 1) % PER_LETTER) + 1).padStart(2, '0')}`;
}

/** The next free child code under `parent` ('' for a top-level office), after its children's. */
export function nextChildOrgCode(parent: string, siblings: readonly string[]): string {
  const used = siblings
    .filter((c) => c.startsWith(parent) && c.length === parent.length + 3)
    .map((c) => segmentNumber(c.slice(parent.length)));
  const next = Math.max(0, ...used) + 1;
  if (next > MAX_CHILDREN) throw new Error('下级机构数量已达上限');
  return `${parent}${segmentOf(next)}`;
}
