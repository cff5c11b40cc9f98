import { type EndpointResult, reportApi } from '@vets/contracts';
import { call } from '../../api/call';
import { ReportCache } from './report-cache';
import { type DataRequest, dataParams, type ReportQueryItem } from './report-query';

export type ReportConfig = EndpointResult<typeof reportApi.getRpColumns>;

export type ReportPage = Pick<EndpointResult<typeof reportApi.getData>, 'total' | 'records'>;

const dataCache = new ReportCache<ReportPage>();

export async function loadReportConfig(code: string): Promise<ReportConfig> {
  const res = await call(reportApi.getRpColumns, { params: { code } });
  return res.result;
}

export async function loadQueryItems(reportId: string): Promise<ReportQueryItem[]> {
  const res = await call(reportApi.getQueryInfo, { params: { id: reportId } });
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
  const res = await call(reportApi.getData, { params: { id: reportId }, query: params });
  const page = { total: res.result?.total ?? 0, records: res.result?.records ?? [] };
  if (key) dataCache.set(key, page);
  return page;
}

/** Forgets cached answers, for the refresh link. */
export function clearReportCache(): void {
  dataCache.clear();
}
