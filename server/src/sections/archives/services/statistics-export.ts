import { STATISTICS_METRIC_LABELS, type StatisticsSummary } from '@vets/contracts';
import ExcelJS from '../../../core/excel/exceljs.js';

const FIGURE_KEYS = [
  'onRecord',
  'employed',
  'unemployed',
  'employmentRate',
  'placements',
  'registrations',
] as const;

/** The summary table as a workbook: region names, Chinese headers, a total row. */
export async function summaryWorkbook(summary: StatisticsSummary): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('就业统计');
  sheet.columns = [
    { header: '地区', key: 'regionName', width: 22 },
    ...FIGURE_KEYS.map((key) => ({ header: STATISTICS_METRIC_LABELS[key], key, width: 14 })),
    { header: '签发状态', key: 'signed', width: 10 },
    { header: '签发人', key: 'signedBy', width: 14 },
    { header: '签发时间', key: 'signTime', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of summary.rows)
    sheet.addRow({
      ...row,
      signed: row.isCounty ? (row.signOff ? '已签发' : '未签发') : '',
      signedBy: row.signOff?.signedBy ?? '',
      signTime: row.signOff?.signTime ?? '',
    });
  const total = sheet.addRow({ ...summary.total, regionName: `${summary.regionName}合计` });
  total.font = { bold: true };
  sheet.getColumn('employmentRate').numFmt = '0.0';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const exportFileName = (summary: StatisticsSummary) =>
  `就业统计_${summary.regionName}_${summary.periodLabel}.xlsx`;
