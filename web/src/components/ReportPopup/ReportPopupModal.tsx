import { Alert, Button, Space, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import PickerModal from '../picker/PickerModal';
import SelectableTable from '../picker/SelectableTable';
import { emptySelection, type Selection } from '../picker/selection';
import { type PageState, standardPagination } from '../table/standard-pagination';
import { ui } from '../ui-bridge';
import {
  needsOneRecord,
  popupRowKey,
  REPORT_POPUP_WIDTH,
  type ReportRow,
  SELECT_ONE_WARNING,
} from './popup-rows';
import ReportSearchForm from './ReportSearchForm';
import {
  clearReportCache,
  loadQueryItems,
  loadReportConfig,
  loadReportData,
  type ReportConfig,
  type ReportPage,
} from './report-api';
import { type ReportQueryItem, type ReportSort, sameSort, sortOf } from './report-query';

export interface ReportPopupModalProps {
  open: boolean;
  /** The online report's code. */
  code: string;
  /** Several rows may be chosen (default); otherwise exactly one. */
  multi?: boolean;
  /** Pickers sharing a group id share cached report pages for 30 s. */
  groupId?: string;
  /** Exact filters fixed by the caller, sent as `self_<field>`. */
  param?: Record<string, string>;
  title?: string;
  onOk: (rows: ReportRow[]) => void;
  onCancel: () => void;
}

const FIRST_PAGE: PageState = { current: 1, size: 10 };
const EMPTY_PAGE: ReportPage = { total: 0, records: [] };

function reportColumns(config: ReportConfig | null): TableColumnsType<ReportRow> {
  return (config?.columns ?? []).map((c) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    sorter: true,
    ellipsis: true,
    render: (value: unknown, row: ReportRow) => {
      const text = row[`${c.dataIndex}_dictText`] ?? value;
      return text === undefined || text === null ? '' : String(text);
    },
  }));
}

/** Rows of an online report to pick from: search form, selectable table and selected count. */
export default function ReportPopupModal({
  open,
  code,
  multi = true,
  groupId,
  param,
  title,
  onOk,
  onCancel,
}: ReportPopupModalProps) {
  const [config, setConfig] = useState<ReportConfig | null>(null);
  const [items, setItems] = useState<ReportQueryItem[]>([]);
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [sort, setSort] = useState<ReportSort | null>(null);
  const [search, setSearch] = useState<Record<string, string>>({});
  const [data, setData] = useState<ReportPage>(EMPTY_PAGE);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [selection, setSelection] = useState<Selection<ReportRow>>(emptySelection);
  const latest = useRef(0);
  const paramKey = JSON.stringify(param ?? {});

  useEffect(() => {
    if (!open || !code) return;
    let live = true;
    setSelection(emptySelection());
    setPage(FIRST_PAGE);
    setSort(null);
    setSearch({});
    setConfig(null);
    setItems([]);
    setData(EMPTY_PAGE);
    loadReportConfig(code)
      .then(async (loaded) => {
        if (!live) return;
        setConfig(loaded);
        const queryItems = await loadQueryItems(loaded.cgRpConfigId);
        if (live) setItems(queryItems);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [open, code]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: paramKey stands for param; reloads forces a fetch.
  useEffect(() => {
    if (!open || !config) return;
    const call = ++latest.current;
    setLoading(true);
    loadReportData(
      config.cgRpConfigId,
      { pageNo: page.current, pageSize: page.size, sort, search, param },
      groupId,
    )
      .then((result) => call === latest.current && setData(result))
      .catch(() => {})
      .finally(() => call === latest.current && setLoading(false));
  }, [open, config, page, sort, search, paramKey, groupId, reloads]);

  const columns = useMemo(() => reportColumns(config), [config]);

  const confirm = () => {
    if (needsOneRecord(selection.size, multi)) {
      ui().message.warning(SELECT_ONE_WARNING);
      return;
    }
    onOk([...selection.values()]);
  };

  const refresh = () => {
    clearReportCache();
    setReloads((n) => n + 1);
  };

  return (
    <PickerModal
      open={open}
      title={title ?? config?.cgRpConfigName ?? '选择'}
      width={REPORT_POPUP_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
    >
      <div data-testid="report-popup">
        {items.length > 0 && (
          <ReportSearchForm
            items={items}
            dictOptions={config?.dictOptions ?? {}}
            onSearch={(params) => {
              setSearch(params);
              setPage((p) => ({ ...p, current: 1 }));
            }}
          />
        )}
        <Alert
          type="info"
          showIcon
          style={{ margin: '12px 0' }}
          title={
            <Space size="small" data-testid="report-popup-selected">
              <span>
                已选择 <strong>{selection.size}</strong> 项
              </span>
              <Button type="link" size="small" onClick={() => setSelection(emptySelection())}>
                清空
              </Button>
              {items.length === 0 && (
                <Button type="link" size="small" onClick={refresh}>
                  刷新
                </Button>
              )}
            </Space>
          }
        />
        <SelectableTable<ReportRow>
          keyOf={popupRowKey}
          multi={multi}
          selection={selection}
          onSelectionChange={setSelection}
          columns={columns}
          dataSource={data.records}
          loading={loading}
          scroll={{ x: true }}
          pagination={standardPagination(page, data.total, setPage)}
          onChange={(_p, _f, sorter) => {
            const next = sortOf(sorter);
            setSort((prev) => (sameSort(prev, next) ? prev : next));
          }}
        />
      </div>
    </PickerModal>
  );
}
