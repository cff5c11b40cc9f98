import { type FieldDef, fieldRef, type ResourceDef } from '@vets/contracts';
import type { DataValidation, Worksheet } from 'exceljs';
import type { FastifyReply } from 'fastify';
import ExcelJS from '../../excel/exceljs.js';
import { type DictLookup, dictCodesOf } from '../dict-lookup.js';
import type { ResourceService } from '../resource-service.js';
import { isCodeField, SWITCH_LABELS } from './excel-cell-parsers.js';
import { columnFormat, columnWidth, importColumns } from './excel-columns.js';
import { attachmentHeader } from './excel-export.js';

/** Rows the drop-down lists and formats cover: what people type by hand, with room to spare. */
const TEMPLATE_ROWS = 10_000;
const LISTS_SHEET = '可选值';

/** exceljs 4 writes worksheet-level validations but does not declare them. */
type WithValidations = Worksheet & {
  dataValidations: { add(range: string, validation: DataValidation): void };
};

/** What a header's note tells the person filling the column. */
function columnHint(f: FieldDef, dicts: DictLookup): string {
  const hints: string[] = [];
  if (f.required) hints.push('必填');
  if (f.dict) {
    const texts = [...(dicts.get(f.dict)?.values() ?? [])];
    hints.push(`可选：${texts.join('、')}${f.multiple ? '（多个用逗号分隔）' : ''}`);
  } else if (f.kind === 'switch') hints.push('填“是”或“否”');
  else if (f.kind === 'date') hints.push('日期，如 2024-01-02，也可写 2024/1/2 或 2024年1月2日');
  else if (f.kind === 'datetime') hints.push('时间，如 2024-01-02 08:30:00');
  else if (f.picker?.kind === 'area')
    hints.push(`地区名称，如“石家庄市长安区”，或区划代码${f.multiple ? '（多个用逗号分隔）' : ''}`);
  else {
    const target = fieldRef(f);
    if (target) {
      const title = target.def.fields[target.titleField]?.label ?? '名称';
      hints.push(`填写${target.def.title}的${title}${f.multiple ? '（多个用逗号分隔）' : ''}`);
    } else if (isCodeField(f)) hints.push('文本格式，请勿改为数字');
  }
  if (f.help) hints.push(f.help);
  return hints.join('；');
}

const columnLetter = (n: number): string =>
  n <= 0 ? '' : columnLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

/**
 * The import template of a resource, built from its definition: the form's fields in form order
 * as headers (required ones marked * in red, each with a note on what to type), drop-down lists
 * for dictionary and yes/no columns, and ID and phone columns formatted as text.
 */
export async function buildImportTemplate(def: ResourceDef, dicts: DictLookup) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(def.title, {
    views: [{ state: 'frozen', ySplit: 1 }],
  }) as WithValidations;
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  const columns = importColumns(def);
  sheet.columns = columns.map(({ key, field }) => {
    const numFmt = columnFormat(field);
    return { key, width: columnWidth(field), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.getRow(1);
  let listColumn = 0;
  columns.forEach(({ field }, i) => {
    const cell = header.getCell(i + 1);
    cell.value = field.required ? `*${field.label}` : field.label;
    cell.font = { bold: true, ...(field.required ? { color: { argb: 'FFCF1322' } } : {}) };
    cell.numFmt = 'General';
    const hint = columnHint(field, dicts);
    if (hint) cell.note = hint;
    const letter = columnLetter(i + 1);
    const range = `${letter}2:${letter}${TEMPLATE_ROWS + 1}`;
    let formula: string | undefined;
    if (field.kind === 'switch') formula = `"${SWITCH_LABELS.Y},${SWITCH_LABELS.N}"`;
    else if (field.dict && !field.multiple) {
      const texts = [...(dicts.get(field.dict)?.values() ?? [])];
      if (texts.length) {
        listColumn++;
        const at = columnLetter(listColumn);
        lists.getCell(`${at}1`).value = field.label;
        texts.forEach((t, j) => {
          lists.getCell(`${at}${j + 2}`).value = t;
        });
        formula = `'${LISTS_SHEET}'!$${at}$2:$${at}$${texts.length + 1}`;
      }
    }
    if (formula)
      sheet.dataValidations.add(range, {
        type: 'list',
        allowBlank: !field.required,
        formulae: [formula],
        showErrorMessage: true,
        errorTitle: field.label,
        error: `请从下拉列表中选择${field.label}`,
      });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `GET <path>/importTemplate`: the template as a download. */
export async function sendImportTemplate(
  service: ResourceService,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const dicts = await service.ctx.dictCache.lookup(dictCodesOf(service.def));
  const buffer = await buildImportTemplate(service.def, dicts);
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachmentHeader(`${service.def.title}导入模板.xlsx`))
    .send(buffer);
}
