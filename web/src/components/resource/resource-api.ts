import type { PageResult, ResourceDef, ResourceRecord } from '@vets/contracts';
import { downloadFile } from '../../api/files';
import { http, type RequestOptions } from '../../api/request';

export type ListParams = NonNullable<RequestOptions['params']>;

/** The standard calls of a resource, built from its path. */
export function resourceApi(def: Pick<ResourceDef, 'path' | 'title'>) {
  const url = (action: string) => `${def.path}/${action}`;
  return {
    list: async (params: ListParams) =>
      (await http.get<PageResult<ResourceRecord>>(url('list'), params)).result,
    queryById: async (id: string) =>
      (await http.get<ResourceRecord>(url('queryById'), { id })).result,
    add: (record: Record<string, unknown>) => http.post<ResourceRecord>(url('add'), record),
    edit: (record: Record<string, unknown>) => http.put<ResourceRecord>(url('edit'), record),
    remove: (id: string) => http.delete<null>(url('delete'), { id }),
    removeBatch: (ids: string[]) =>
      http.delete<{ count: number }>(url('deleteBatch'), { ids: ids.join(',') }),
    exportXls: (params: ListParams) => downloadFile(url('exportXls'), params, `${def.title}.xlsx`),
    importUrl: url('importExcel'),
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
