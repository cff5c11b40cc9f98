import type { PageResult, ResourceDef, ResourceRecord, Revision } from '@vets/contracts';
import { downloadFile } from '../../api/files';
import { http, type RequestOptions } from '../../api/request';

export type ListParams = NonNullable<RequestOptions['params']>;

/** The standard calls of a resource, built from its path, and its declared actions. */
export function resourceApi(def: Pick<ResourceDef, 'path' | 'title' | 'actions'>) {
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
    /** The record's revision history, newest first (resources with `revisions`). */
    revisions: async (id: string) => (await http.get<Revision[]>(url('revisions'), { id })).result,
    exportXls: (params: ListParams) => downloadFile(url('exportXls'), params, `${def.title}.xlsx`),
    importUrl: url('importExcel'),
    /** Calls a declared action: `{ids}` or `{id}` and what else the action takes. */
    action: (name: string, input: Record<string, unknown>) => {
      const action = def.actions?.[name];
      if (!action) throw new Error(`资源没有动作 ${name}`);
      const path = url(action.path ?? name);
      const method = action.method ?? 'POST';
      if (method === 'GET') return http.get<unknown>(path, input as ListParams);
      return method === 'PUT' ? http.put<unknown>(path, input) : http.post<unknown>(path, input);
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
