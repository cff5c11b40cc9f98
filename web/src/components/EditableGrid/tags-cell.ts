/** The tags cell: semicolons typed are removed and one is inserted after every 2 characters. */
export function formatTags(value: string): string {
  const chars = Array.from(value.replace(/;/g, ''));
  const parts: string[] = [];
  for (let i = 0; i < chars.length; i += 2) parts.push(chars.slice(i, i + 2).join(''));
  return parts.join(';');
}
