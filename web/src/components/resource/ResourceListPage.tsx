import { DownloadOutlined, FilterOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceDef, ResourceRecord, SuperQueryMatchType } from '@vets/contracts';
import { Button, Card, Grid, Popconfirm, Space, Table } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { type PageState, standardPagination } from '../table/standard-pagination';
import { ui } from '../ui-bridge';
import { addRefusal } from './add-policies';
import { confirmBatchDelete } from './batch-delete';
import { DetailModal } from './DetailModal';
import { hasFormInput } from './form-fields';
import { ImportModal } from './ImportModal';
import { LIST_MESSAGES } from './list-messages';
import { type FormOverrides, type FormTarget, ResourceFormModal } from './ResourceFormModal';
import { ResourceSearchForm, type SearchValues } from './ResourceSearchForm';
import { RevisionDrawer } from './RevisionDrawer';
import { INLINE_ACTIONS, INLINE_ACTIONS_NARROW, RowActions } from './RowActions';
import { resourceApi } from './resource-api';
import { type ResourceColumn, resourceColumns } from './resource-columns';
import { SelectionAlert } from './SelectionAlert';
import { SuperQueryModal } from './super-query/SuperQueryModal';
import { type QueryRow, superQueryParams } from './super-query/super-query-logic';
import { useResourceActions } from './use-resource-actions';
import { useResourceAuth } from './use-resource-auth';

export interface ResourceListPageProps {
  def: ResourceDef;
  /** Parameters every call carries, such as the parent key of a child resource. */
  fixedParams?: Record<string, string>;
  /** Adjusts the standard columns. */
  columns?(standard: ResourceColumn[]): ResourceColumn[];
  form?: FormOverrides;
  /** Extra row actions, before the standard ones. */
  rowActions?(record: ResourceRecord): ReactNode[];
  /** Whether a record may be edited (default: every record). */
  editable?(record: ResourceRecord): boolean;
  toolbarExtra?: ReactNode;
  /** Distinguishes saved advanced queries of this page; default the resource key. */
  pageKey?: string;
  /** Called after any write, e.g. to refresh caches that depend on the data. */
  onChanged?(): void;
  /** Wraps the page in a card (default) or renders bare inside a drawer. */
  bare?: boolean;
}

interface SortState {
  field?: string;
  order?: 'asc' | 'desc';
}

/** The standard list page of a resource: search, table, toolbar, form, detail, import, export. */
export function ResourceListPage(props: ResourceListPageProps) {
  const { def, fixedParams } = props;
  const api = useMemo(() => resourceApi(def), [def]);
  const can = useResourceAuth(def);
  const fillable = hasFormInput(def, props.form);
  const narrow = Grid.useBreakpoint().md === false;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<SearchValues>({});
  const [page, setPage] = useState<PageState>({ current: 1, size: 10 });
  const [sort, setSort] = useState<SortState>({});
  const [superQuery, setSuperQuery] = useState<{
    rows: QueryRow[];
    matchType: SuperQueryMatchType;
  } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detail, setDetail] = useState<ResourceRecord | null>(null);
  const [history, setHistory] = useState<ResourceRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const [querying, setQuerying] = useState(false);

  const filterParams = {
    ...search,
    ...fixedParams,
    ...(sort.field ? { column: sort.field, order: sort.order ?? 'asc' } : {}),
    ...(superQuery ? superQueryParams(superQuery.rows, superQuery.matchType) : {}),
  };
  const params = { ...filterParams, pageNo: page.current, pageSize: page.size };
  const queryKey = ['resource', def.key, params];
  const list = useQuery({
    queryKey,
    queryFn: () => api.list(params),
    placeholderData: keepPreviousData,
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['resource', def.key] });
    props.onChanged?.();
  };
  const actions = useResourceActions(def, () => props.onChanged?.());
  const removeOne = async (id: string) => {
    try {
      const res = await api.remove(id);
      ui().message.success(res.message);
      setSelected((s) => s.filter((x) => x !== id));
      refresh();
    } catch {
      // the request layer has warned
    }
  };
  const removeSelected = () =>
    confirmBatchDelete(selected, api.removeBatch, () => {
      setSelected([]);
      refresh();
    });

  /** Status changes first, then the page's own, then 编辑, 详情 and 删除. */
  const rowActions = (record: ResourceRecord): ReactNode[] =>
    [
      ...actions.buttons(record),
      ...(props.rowActions?.(record) ?? []),
      can('edit') && fillable && (props.editable?.(record) ?? true) && (
        <Button
          key="edit"
          type="link"
          size="small"
          onClick={() => setFormTarget({ mode: 'edit', record })}
        >
          编辑
        </Button>
      ),
      <Button key="detail" type="link" size="small" onClick={() => setDetail(record)}>
        详情
      </Button>,
      def.revisions && (
        <Button key="revisions" type="link" size="small" onClick={() => setHistory(record)}>
          修订记录
        </Button>
      ),
      can('delete') && (
        <Popconfirm
          key="delete"
          title={LIST_MESSAGES.confirmDelete}
          onConfirm={() => removeOne(record.id)}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ),
    ].filter(Boolean);
  const actionColumn: ResourceColumn = {
    key: 'action',
    title: '操作',
    // On a phone the table fits the screen instead of scrolling under a fixed column.
    fixed: narrow ? undefined : 'right',
    render: (_: unknown, record: ResourceRecord) => (
      <RowActions
        actions={rowActions(record)}
        max={narrow ? INLINE_ACTIONS_NARROW : INLINE_ACTIONS}
      />
    ),
  };
  const standard = resourceColumns(def, sort);
  const shown = props.columns ? props.columns(standard) : standard;
  // On a phone the remaining columns share the width by their content, not by desktop widths.
  const columns = [
    ...(narrow ? shown.map((c) => ({ ...c, width: undefined })) : shown),
    actionColumn,
  ];

  const body = (
    <>
      <ResourceSearchForm
        def={def}
        onSearch={(values) => {
          setSearch(values);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        {can('add') && fillable && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              const refusal = addRefusal(def);
              if (refusal) {
                ui().message.warning(refusal);
                return;
              }
              setFormTarget({ mode: 'add' });
            }}
          >
            新增
          </Button>
        )}
        {can('export') && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              api.exportXls(
                selected.length
                  ? { ...filterParams, selections: selected.join(',') }
                  : filterParams,
              )
            }
          >
            导出
          </Button>
        )}
        {can('import') && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        )}
        {superQuery ? (
          <Space.Compact>
            <Button
              type="primary"
              ghost
              icon={<FilterOutlined />}
              onClick={() => setQuerying(true)}
            >
              高级查询（已启用）
            </Button>
            <Button onClick={() => setSuperQuery(null)}>清除</Button>
          </Space.Compact>
        ) : (
          <Button icon={<FilterOutlined />} onClick={() => setQuerying(true)}>
            高级查询
          </Button>
        )}
        {can('batch_delete') && (
          <Button danger onClick={removeSelected}>
            批量删除
          </Button>
        )}
        {props.toolbarExtra}
      </Space>
      <SelectionAlert count={selected.length} onClear={() => setSelected([])} />
      <Table<ResourceRecord>
        rowKey="id"
        size={narrow ? 'small' : 'middle'}
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={narrow ? undefined : { x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        pagination={standardPagination(page, list.data?.total ?? 0, setPage)}
        onChange={(_p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(
            s?.order && typeof s.columnKey === 'string'
              ? { field: s.columnKey, order: s.order === 'ascend' ? 'asc' : 'desc' }
              : {},
          );
        }}
      />
      <ResourceFormModal
        def={def}
        api={api}
        target={formTarget}
        {...(fixedParams ? { fixedValues: fixedParams } : {})}
        {...(props.form ? { overrides: props.form } : {})}
        onClose={() => setFormTarget(null)}
        onSaved={() => {
          setFormTarget(null);
          refresh();
        }}
      />
      <DetailModal def={def} record={detail} onClose={() => setDetail(null)} />
      {def.revisions && (
        <RevisionDrawer def={def} api={api} record={history} onClose={() => setHistory(null)} />
      )}
      {actions.modal}
      <ImportModal
        open={importing}
        url={api.importUrl}
        preview={Boolean(def.importKey)}
        {...(fixedParams ? { params: fixedParams } : {})}
        onClose={() => setImporting(false)}
        onImported={refresh}
      />
      <SuperQueryModal
        def={def}
        pageKey={props.pageKey ?? def.key}
        open={querying}
        onClose={() => setQuerying(false)}
        onSearch={(rows, matchType) => {
          setSuperQuery({ rows, matchType });
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
    </>
  );
  return props.bare ? body : <Card variant="borderless">{body}</Card>;
}
