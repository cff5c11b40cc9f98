import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { permissionCode, resourceEndpoints } from '@vets/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpPermissionVersion } from '../../../../src/core/auth/permission-store.js';
import { DEFAULT_IMPORT_LIMITS } from '../../../../src/core/excel/import-limits.js';
import { readRows } from '../../../../src/core/resource/excel/excel-rows.js';
import { newId } from '../../../../src/db/ids.js';
import { seedRoleId } from '../../../../src/sections/organisation/seed/roles.js';
import { multipart } from '../../../helpers/multipart.js';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../../../helpers/test-app.js';
import {
  bombPart,
  WORKBOOK_PARTS,
  worksheetXml,
  xlsxBomb,
  zipBuffer,
} from '../../../helpers/zip-bomb.js';

/**
 * No uploaded workbook can take the server down (issue 22, C.1): a zip bomb (small on disk,
 * huge inflated) sent to the import preview and the import of every engine resource is refused
 * with a 413 while it streams, and /api/health still answers; each bound (entries, bytes, shared
 * strings, rows, columns, one record) refuses a workbook just past it, .xlsx and .xls alike.
 * The limits are low here so that each refusal is quick; the bomb passes the defaults too.
 */
const LIMITS = {
  IMPORT_MAX_EXPANDED_MB: '8',
  IMPORT_MAX_PART_MB: '2',
  IMPORT_MAX_ENTRIES: '100',
  IMPORT_MAX_SHARED_STRINGS: '5000',
  IMPORT_MAX_ROWS: '60',
  IMPORT_MAX_COLUMNS: '50',
};
const t = useTestApp({ env: { SEED_DEMO: '1', ...LIMITS } });
const MB = 1024 * 1024;
/** Past every default limit: 64 MB per part, 300 MB in all. */
const BOMB_BYTES = 400 * MB;
let admin: Record<string, string>;
let bomb: Buffer;

function postFile(path: string, content: Buffer, name = 'bomb.xlsx') {
  const body = multipart({}, [{ field: 'files[]', name, content }]);
  return t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

/** `?<parentKey>=<id of a demo parent>` for a child resource, which names its parent first. */
async function parentQuery(def: { parentKey?: string; parentTable?: string }): Promise<string> {
  if (!def.parentKey || !def.parentTable) return '';
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(def.parentTable)}`.execute(
    t.ctx.db,
  );
  expect(rows.length, `a demo record in ${def.parentTable}`).toBeGreaterThan(0);
  return `?${def.parentKey}=${encodeURIComponent(rows[0]!.id)}`;
}

async function expectHealthy() {
  const health = await t.app.inject({ method: 'GET', url: `${API}/health` });
  expect(health.statusCode).toBe(200);
  expect(health.json().result).toEqual({ status: 'UP' });
}

const POSITION = '/sys/position';
const HEADER = ['职务编码', '职务名称', '职级', '备注'];
const positionRows = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => [
    `${prefix}${String(i).padStart(4, '0')}`,
    `职务${i}`,
    '中级',
  ]);

/** An .xlsx with these rows (the first the header) as inline strings. */
function sheetXml(rows: unknown[][]): string {
  const cell = (v: unknown, r: number, c: number) =>
    v === null
      ? ''
      : `<c r="${XLSX.utils.encode_cell({ r, c })}" t="inlineStr"><is><t>${String(v)}</t></is></c>`;
  return rows
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(v, r, c)).join('')}</row>`)
    .join('');
}
const xlsx = (parts: Record<string, string | Buffer | Readable>) =>
  zipBuffer({ ...WORKBOOK_PARTS, ...parts });
const xls = (rows: unknown[][]) => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(wb, { bookType: 'biff8', type: 'buffer' }) as Buffer;
};

/** `times` copies of `unit` between `head` and `tail`, streamed (parts of many megabytes). */
function repeated(head: string, unit: string, times: number, tail: string): Readable {
  const block = Buffer.from(unit.repeat(1000));
  return Readable.from(
    (function* () {
      yield Buffer.from(head);
      for (let i = 0; i < times / 1000; i++) yield block;
      yield Buffer.from(tail);
    })(),
  );
}

/** Permission codes some menu or button carries, so that a role can hold them. */
async function grantableCodes(): Promise<Set<string>> {
  const rows = await t.db.selectFrom('sysPermission').select('perms').execute();
  return new Set(rows.flatMap((r) => (r.perms ?? '').split(',')));
}

/** The administrator gets every permission there is: the walk needs every import it can reach. */
async function grantAdminEverything() {
  const roleId = seedRoleId('admin');
  const held = await t.db
    .selectFrom('sysRolePermission')
    .select('permissionId')
    .where('roleId', '=', roleId)
    .execute();
  const has = new Set(held.map((r) => r.permissionId));
  for (const { id } of await t.db.selectFrom('sysPermission').select('id').execute()) {
    if (has.has(id)) continue;
    await t.db
      .insertInto('sysRolePermission')
      .values({ id: newId(), roleId, permissionId: id })
      .execute();
  }
  await bumpPermissionVersion(t.ctx.db);
}

beforeAll(async () => {
  await grantAdminEverything();
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  bomb = await xlsxBomb(BOMB_BYTES);
});

describe('a workbook bomb sent to every import', () => {
  it('is a few hundred KB that inflate to 400 MB of shared strings', () => {
    expect(bomb.length).toBeLessThan(MB);
  });

  it('every engine resource refuses it in the preview and the import, and the server stays up', async () => {
    const resources = t.ctx.resources.all();
    expect(resources.length).toBeGreaterThan(30);
    const granted = await grantableCodes();
    const refusal = '413 文件解压后过大（超过 2 MB），请拆分后再导入';
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { def } of resources) {
      const api = resourceEndpoints(def);
      const query = await parentQuery(def);
      const code = permissionCode(def, 'import');
      // An import no permission carries (租户) is one nobody reaches: it never reads the file.
      const answer = granted.has(code) ? refusal : `403 没有权限访问，需要权限：${code}`;
      for (const route of [api.importPreview, api.importExcel]) {
        const res = await postFile(`${route.path}${query}`, bomb);
        answers.push(`${route.path} ${res.statusCode} ${res.json().message}`);
        expected.push(`${route.path} ${answer}`);
      }
    }
    expect(answers).toEqual(expected);
    expect(answers.filter((a) => a.includes(refusal)).length).toBeGreaterThan(100);
    await expectHealthy();
  });
});

describe('each bound refuses a workbook just past it', () => {
  const refused = async (content: Buffer, message: string, name = 'crafted.xlsx') => {
    const res = await postFile(`${POSITION}/importPreview`, content, name);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 413,
      message,
    });
    await expectHealthy();
  };

  it('rows: 60 import, 61 are refused (.xlsx and .xls)', async () => {
    const fits = [HEADER, ...positionRows(59, 'RW')];
    const over = [HEADER, ...positionRows(60, 'RW')];
    const message = '文件行数过多（超过 60 行），请拆分后再导入';
    const ok = await postFile(`${POSITION}/importExcel`, await xlsx(sheet(fits)), 'fits.xlsx');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.successCount).toBe(59);
    await refused(await xlsx(sheet(over)), message);
    const okXls = await postFile(`${POSITION}/importPreview`, xls(fits), 'fits.xls');
    expect(okXls.statusCode, okXls.body).toBe(200);
    await refused(xls(over), message, 'over.xls');
  });

  it('columns: a row filled past column 50 is refused (.xlsx and .xls)', async () => {
    const wide = [HEADER, [...positionRows(1, 'CL')[0]!, ...Array(47).fill(null), '第51列']];
    const message = '文件列数过多（超过 50 列），请按导入模板的列填写';
    await refused(await xlsx(sheet(wide)), message);
    await refused(xls(wide), message, 'wide.xls');
  });

  it('entries: a zip of 101 parts', async () => {
    const parts: Record<string, string> = { 'xl/worksheets/sheet1.xml': worksheetXml('') };
    const extra = 101 - Object.keys({ ...WORKBOOK_PARTS, ...parts }).length;
    for (let i = 0; i < extra; i++) parts[`docProps/extra${i}.xml`] = '<a/>';
    await refused(
      await xlsx(parts),
      '文件包含的部件过多（超过 100 个），请确认是 Excel 文件后再导入',
    );
  });

  it('bytes in all: a worksheet that inflates past 8 MB', async () => {
    const [head, tail] = worksheetXml('SPACE').split('SPACE') as [string, string];
    const rows = repeated(head, ' ', 9 * MB, tail);
    await refused(
      await xlsx({ 'xl/worksheets/sheet1.xml': rows }),
      '文件解压后过大（超过 8 MB），请拆分后再导入',
    );
  });

  it('shared strings: 5,001 of them', async () => {
    const strings = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>x</t></si>'.repeat(5001)}</sst>`;
    await refused(
      await xlsx({ 'xl/sharedStrings.xml': strings, 'xl/worksheets/sheet1.xml': worksheetXml('') }),
      '文件中的文字条目过多（超过 5000 条），请拆分后再导入',
    );
  });

  it('one record: a cell of text beyond any Excel cell, a style sheet of 510,000 elements', async () => {
    const message = '文件中有过大的行、单元格或样式，请检查文件后再导入';
    const cell = `<row r="1"><c r="A1" t="str"><v>${'A'.repeat(1_100_000)}</v></c></row>`;
    await refused(await xlsx({ 'xl/worksheets/sheet1.xml': worksheetXml(cell) }), message);
    // 510,000 elements in under 2 MB, the part limit here.
    const styles = repeated('<styleSheet>', '<a/>', 510_000, '</styleSheet>');
    await refused(
      await xlsx({
        'xl/styles.xml': styles,
        'xl/worksheets/sheet1.xml': worksheetXml(sheetXml([HEADER])),
      }),
      message,
    );
  });
});

describe('past the defaults, and other unpacked uploads', () => {
  it('the default limits refuse the bomb after 64 MB of one part, holding little memory', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vets-bomb-'));
    const file = path.join(dir, 'bomb.xlsx');
    await writeFile(file, bomb);
    const before = process.memoryUsage().rss;
    try {
      await expect(drain(readRows(file, 'xlsx', DEFAULT_IMPORT_LIMITS))).rejects.toMatchObject({
        statusCode: 413,
        message: '文件解压后过大（超过 64 MB），请拆分后再导入',
      });
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('an uploaded .docx bomb is stored as it came, never unpacked', async () => {
    const docx = await zipBuffer({ 'word/document.xml': bombPart(BOMB_BYTES) });
    const body = multipart({ biz: 'bombs' }, [{ field: 'file', name: '说明.docx', content: docx }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/common/static/${res.json().result}`,
      headers: admin,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(docx)).toBe(true);
    await expectHealthy();
  });
});

async function drain(rows: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of rows);
}

function sheet(rows: unknown[][]) {
  return { 'xl/worksheets/sheet1.xml': worksheetXml(sheetXml(rows)) };
}
