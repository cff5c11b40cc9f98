import { tooLarge, XML_BOUNDS } from './import-limits.js';

/** Elements that start a new record: a worksheet row, a shared string. */
const RECORDS = new Set(['row', 'si']);
const LT = 0x3c;

interface SaxEvent {
  eventType: string;
  value: unknown;
}

/**
 * The bounds of XML_BOUNDS on one XML part as exceljs parses it: the raw bytes of each chunk
 * before the parser sees them (so no single tag or text node grows past a megabyte inside the
 * parser), then the parser's events (text and elements per record).
 */
export class XmlRecordBounds {
  private sinceTag = 0;
  private text = 0;
  private elements = 0;

  bytes(chunk: Buffer | string): void {
    const last = typeof chunk === 'string' ? chunk.lastIndexOf('<') : chunk.lastIndexOf(LT);
    const first = typeof chunk === 'string' ? chunk.indexOf('<') : chunk.indexOf(LT);
    const longest = first < 0 ? this.sinceTag + chunk.length : this.sinceTag + first;
    this.sinceTag = last < 0 ? this.sinceTag + chunk.length : chunk.length - last - 1;
    // Within one chunk two '<' are at most a chunk apart, and chunks are 16 to 64 KB.
    if (Math.max(longest, this.sinceTag) > XML_BOUNDS.maxTokenBytes) throw tooLarge.record();
  }

  events(events: readonly SaxEvent[]): void {
    for (const { eventType, value } of events) {
      if (eventType === 'text') this.text += (value as string).length;
      else if (eventType === 'opentag') this.element((value as { name: string }).name);
    }
    if (this.text > XML_BOUNDS.maxRecordText || this.elements > XML_BOUNDS.maxRecordElements)
      throw tooLarge.record();
  }

  private element(name: string): void {
    if (RECORDS.has(name)) {
      this.text = 0;
      this.elements = 0;
    }
    this.elements++;
  }
}
