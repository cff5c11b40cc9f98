/** Bytes that may follow an element name in its start tag: space, tab, CR, LF, '>' and '/'. */
const AFTER_NAME = new Set([0x20, 0x09, 0x0d, 0x0a, 0x3e, 0x2f]);

/**
 * Counts start tags `<name …>` in XML that arrives in chunks, without parsing it. The count is
 * an upper bound of the elements a parser finds (a '<' inside a comment or CDATA counts too),
 * which is what a limit needs.
 */
export class TagCounter {
  private readonly pattern: Buffer;
  private carry = Buffer.alloc(0);
  count = 0;

  constructor(name: string) {
    this.pattern = Buffer.from(`<${name}`, 'latin1');
  }

  add(chunk: Buffer): number {
    const text = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    // A match needs the byte after the name; the last bytes wait for the next chunk.
    const end = text.length - this.pattern.length;
    for (let at = text.indexOf(this.pattern); at >= 0 && at < end; ) {
      if (AFTER_NAME.has(text[at + this.pattern.length]!)) this.count++;
      at = text.indexOf(this.pattern, at + 1);
    }
    this.carry = Buffer.from(text.subarray(Math.max(0, end)));
    return this.count;
  }
}
