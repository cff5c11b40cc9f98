/// <reference path="./archiver.d.ts" />
import { createWriteStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';

/**
 * Workbooks that are small on disk and huge once inflated (zip bombs), and the parts to build
 * other crafted ones: an .xlsx is a zip of XML parts, written here with archiver (a real zip
 * library, deflate level 9), so each part's bytes are exactly the XML given.
 */
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The parts every workbook needs besides its worksheet and shared strings. */
export const WORKBOOK_PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
};

/** A worksheet part whose <sheetData> holds `rows` (XML of <row> elements), after `head`. */
export const worksheetXml = (rows: string, head = '') =>
  `${XML}<worksheet xmlns="${NS}">${head}<sheetData>${rows}</sheetData></worksheet>`;

/** A one-row worksheet with the first shared string in A1: the bomb's only cell. */
const BOMB_SHEET = worksheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>');

/**
 * `bytes` of shared strings (`<si><t>AAAA…</t></si>`, 16 KB each) in chunks, after `padding`
 * bytes of strings that hardly compress (so that the file reaches a given size on disk).
 * `tally.bytes` counts what it yields.
 */
async function* sharedStrings(
  bytes: number,
  padding: number,
  tally: { bytes: number },
): AsyncGenerator<Buffer> {
  const count = (chunk: Buffer) => {
    tally.bytes += chunk.length;
    return chunk;
  };
  yield count(Buffer.from(`${XML}<sst xmlns="${NS}">`));
  for (let sent = 0; sent < padding; sent += 1024 * 1024) yield count(noise(1024 * 1024));
  const one = `<si><t>${'A'.repeat(16_000)}</t></si>`;
  const chunk = Buffer.from(one.repeat(Math.ceil((1024 * 1024) / one.length)));
  for (let sent = 0; sent < bytes; sent += chunk.length) yield count(chunk);
  yield count(Buffer.from('</sst>'));
}

/** About `bytes` of shared strings of random letters and digits, 1,000 to a string. */
function noise(bytes: number): Buffer {
  const strings: string[] = [];
  for (let size = 0; size < bytes; size += 1017) {
    let text = '';
    while (text.length < 1000) text += Math.random().toString(36).slice(2);
    strings.push(`<si><t>${text.slice(0, 1000)}</t></si>`);
  }
  return Buffer.from(strings.join(''));
}

type Part = string | Buffer | Readable;

/** A zip of the parts, in their order, written to `out`. */
export async function writeZip(parts: Record<string, Part>, out: Writable): Promise<void> {
  const archive = archiver('zip', { zlib: { level: 9 }, forceZip64: true });
  const done = pipeline(archive, out);
  for (const [name, content] of Object.entries(parts)) archive.append(content, { name });
  await archive.finalize();
  await done;
}

/** A zip of the parts, in memory. */
export async function zipBuffer(parts: Record<string, Part>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { Writable } = await import('node:stream');
  const sink = new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next();
    },
  });
  await writeZip(parts, sink);
  return Buffer.concat(chunks);
}

/** A shared-strings part that inflates to `bytes` (plus `padding` bytes), as a stream. */
export const bombPart = (bytes: number, padding = 0, tally = { bytes: 0 }) =>
  Readable.from(sharedStrings(bytes, padding, tally));

/** The parts of an .xlsx whose shared strings inflate to `bytes` (plus `padding` bytes). */
export function bombParts(bytes: number, padding = 0, tally = { bytes: 0 }): Record<string, Part> {
  return {
    ...WORKBOOK_PARTS,
    'xl/sharedStrings.xml': bombPart(bytes, padding, tally),
    'xl/worksheets/sheet1.xml': BOMB_SHEET,
  };
}

/** An .xlsx bomb in memory: a few hundred KB that inflate to `bytes` of shared strings. */
export const xlsxBomb = (bytes: number) => zipBuffer(bombParts(bytes));

/**
 * An .xlsx bomb written to a file (for sizes in gigabytes); answers the bytes its parts inflate
 * to in all.
 */
export async function writeXlsxBomb(file: string, bytes: number, padding = 0): Promise<number> {
  const tally = { bytes: 0 };
  const parts = bombParts(bytes, padding, tally);
  await writeZip(parts, createWriteStream(file));
  const others = Object.values(parts).filter((p): p is string => typeof p === 'string');
  return tally.bytes + others.reduce((n, p) => n + Buffer.byteLength(p), 0);
}
