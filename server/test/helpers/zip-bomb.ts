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
 * bytes of strings that do not compress (so that the file reaches a given size on disk).
 */
async function* sharedStrings(bytes: number, padding = 0): AsyncGenerator<Buffer> {
  yield Buffer.from(`${XML}<sst xmlns="${NS}">`);
  const noise = padding ? Buffer.from(`<si><t>${randomText(padding)}</t></si>`) : null;
  if (noise) yield noise;
  const one = `<si><t>${'A'.repeat(16_000)}</t></si>`;
  const chunk = Buffer.from(one.repeat(Math.ceil((1024 * 1024) / one.length)));
  for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
  yield Buffer.from('</sst>');
}

function randomText(bytes: number): string {
  let text = '';
  while (text.length < bytes) text += Math.random().toString(36).slice(2);
  return text.slice(0, bytes);
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
export const bombPart = (bytes: number, padding = 0) =>
  Readable.from(sharedStrings(bytes, padding));

/** The parts of an .xlsx whose shared strings inflate to `bytes` (plus `padding` bytes). */
export function bombParts(bytes: number, padding = 0): Record<string, Part> {
  return {
    ...WORKBOOK_PARTS,
    'xl/sharedStrings.xml': bombPart(bytes, padding),
    'xl/worksheets/sheet1.xml': BOMB_SHEET,
  };
}

/** An .xlsx bomb in memory: a few hundred KB that inflate to `bytes` of shared strings. */
export const xlsxBomb = (bytes: number) => zipBuffer(bombParts(bytes));

/** An .xlsx bomb written to a file (for sizes in gigabytes). */
export async function writeXlsxBomb(file: string, bytes: number, padding = 0): Promise<void> {
  await writeZip(bombParts(bytes, padding), createWriteStream(file));
}
