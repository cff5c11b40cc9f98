import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceDef } from '@vets/contracts';
import { Alert, Button, Drawer, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import {
  EditableGridTabs,
  type EditableGridTabsRef,
  type GridRow,
  type GridTab,
} from '../EditableGrid';
import { ui } from '../ui-bridge';
import { resourceGridColumns } from './resource-grid-columns';

/** One kind of child record: a tab with its resource's columns. */
export interface ChildKind<K extends string> {
  kind: K;
  label: string;
  def: ResourceDef;
}

export type ChildRows<K extends string> = Record<K, Array<Record<string, unknown>>>;

const toRows = (rows: Array<Record<string, unknown>> | undefined) =>
  (rows ?? []).map((r) => ({ ...r, id: String(r.id) }) as GridRow);

/**
 * A record's child lists (a resume's history, an archive's related records) as editable
 * sub-tables in tabs, read with `load` and saved together with `save`: any bad row keeps all of
 * them unsaved. Read-only unless `editable`.
 */
export function ChildRecordsDrawer<K extends string>({
  title,
  ownerId,
  kinds,
  load,
  save,
  editable = true,
  width = 1000,
  testId,
  onClose,
}: {
  title: string;
  /** The record whose children these are; null keeps the drawer closed. */
  ownerId: string | null;
  kinds: ReadonlyArray<ChildKind<K>>;
  load(ownerId: string): Promise<ChildRows<K>>;
  save(ownerId: string, rows: ChildRows<K>): Promise<{ message: string }>;
  editable?: boolean;
  width?: number;
  /** Prefix of the test ids: `<testId>` on the tabs, `<testId>-<kind>-grid` on each grid. */
  testId: string;
  onClose(): void;
}) {
  const tabs = useRef<EditableGridTabsRef>(null);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const key = ['child-records', testId, ownerId];
  const children = useQuery({
    queryKey: key,
    enabled: Boolean(ownerId),
    queryFn: () => load(ownerId!),
  });
  const gridTabs = useMemo<GridTab[]>(
    () =>
      kinds.map(({ kind, label, def }) => ({
        key: kind,
        label,
        grid: {
          columns: resourceGridColumns(def),
          dataSource: toRows(children.data?.[kind]),
          maxHeight: 360,
          readOnly: !editable,
          'data-testid': `${testId}-${kind}-grid`,
        },
      })),
    [kinds, children.data, editable, testId],
  );
  const submit = async () => {
    const result = await tabs.current?.validate();
    if (!result?.ok) {
      ui().message.error('请先修正标红的单元格');
      return;
    }
    const values = tabs.current!.getValues();
    const rows = Object.fromEntries(
      kinds.map(({ kind }) => [
        kind,
        (values[kind]?.rows ?? []).map(({ tug_status: _t, ...row }) => row),
      ]),
    ) as unknown as ChildRows<K>;
    setSaving(true);
    try {
      const res = await save(ownerId!, rows);
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setSaving(false);
    }
  };
  const names = kinds.map((k) => k.label).join('、');
  return (
    <Drawer
      title={title}
      open={Boolean(ownerId)}
      onClose={onClose}
      size={width}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          {editable && (
            <Button
              type="primary"
              loading={saving}
              disabled={!children.data}
              onClick={() => void submit()}
            >
              保存
            </Button>
          )}
        </Space>
      }
    >
      {editable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${names}一起保存：任何一行有误时都不会保存，修正后再点保存。`}
        />
      )}
      {children.data && <EditableGridTabs ref={tabs} tabs={gridTabs} data-testid={testId} />}
    </Drawer>
  );
}
