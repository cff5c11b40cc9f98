import { http } from '../../api/request';
import type { ReportRow } from './popup-rows';
import { ReportCache } from './report-cache';
import { type DataRequest, dataParams, type ReportQueryItem } from './report-query';

export interface ReportColumn {
  title: string;
  dataIndex: string;
  fieldType: string;
  dictCode?: string;
}

export interface ReportConfig {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumn[];
  dictOptions: Record<string, Array<{ value: string; text: string }>>;
}

export interface ReportPage {
  total: number;
  records: ReportRow[];
}

const dataCache = new ReportCache<ReportPage>();

export async function loadReportConfig(code: string): Promise<ReportConfig> {
  const res = await http.get<ReportConfig>(
    `/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`,
  );
  return res.result;
}

export async function loadQueryItems(reportId: string): Promise<ReportQueryItem[]> {
  const res = await http.get<ReportQueryItem[]>(
    `/online/cgreport/api/getQueryInfo/${encodeURIComponent(reportId)}`,
  );
  return Array.isArray(res.result) ? res.result : [];
}

/** A page of report rows; with a group id, the same request within 30 s is answered from memory. */
export async function loadReportData(
  reportId: string,
  req: DataRequest,
  groupId?: string,
): Promise<ReportPage> {
  const params = dataParams(req);
  const key = groupId ? ReportCache.key(groupId, reportId, params) : null;
  const hit = key ? dataCache.get(key) : undefined;
  if (hit) return hit;
  const res = await http.get<ReportPage>(
    `/online/cgreport/api/getData/${encodeURIComponent(reportId)}`,
    params,
  );
  const page = { total: res.result?.total ?? 0, records: res.result?.records ?? [] };
  if (key) dataCache.set(key, page);
  return page;
}

/** Forgets cached answers, for the refresh link. */
export function clearReportCache(): void {
  dataCache.clear();
}
