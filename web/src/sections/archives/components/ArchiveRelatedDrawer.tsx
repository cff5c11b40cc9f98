import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ARCHIVE_RELATED_KINDS,
  type ArchiveRelatedKind,
  archiveEmploymentResource,
  archiveFamilyResource,
  archiveRelatedApi,
  archiveSkillResource,
  archiveTrainingResource,
  type ResourceDef,
  type ResourceRecord,
} from '@vets/contracts';
import { Alert, Button, Drawer, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { call } from '../../../api/call';
import { ui } from '../../../app/ui-bridge';
import {
  EditableGridTabs,
  type EditableGridTabsRef,
  type GridRow,
  type GridTab,
} from '../../../components/EditableGrid';
import { relatedGridColumns } from './related-grid-columns';

const KINDS: Record<ArchiveRelatedKind, { label: string; def: ResourceDef }> = {
  family: { label: '家庭成员', def: archiveFamilyResource },
  skill: { label: '技能证书', def: archiveSkillResource },
  training: { label: '培训记录', def: archiveTrainingResource },
  employment: { label: '就业记录', def: archiveEmploymentResource },
};

const toRows = (rows: Array<Record<string, unknown>> | undefined) =>
  (rows ?? []).map((r) => ({ ...r, id: String(r.id) }) as GridRow);

/**
 * 相关记录: an archive's family members, skills, training and employment records as four
 * editable sub-tables, saved together (any bad row keeps all of them unsaved).
 */
export function ArchiveRelatedDrawer({
  archive,
  editable,
  onClose,
}: {
  archive: ResourceRecord | null;
  /** Whether the user may edit the archive; otherwise the grids are read-only. */
  editable: boolean;
  onClose(): void;
}) {
  const tabs = useRef<EditableGridTabsRef>(null);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const key = ['archive-related', archive?.id];
  const related = useQuery({
    queryKey: key,
    enabled: Boolean(archive),
    queryFn: async () =>
      (await call(archiveRelatedApi.related, { query: { archiveId: archive!.id } })).result,
  });
  const gridTabs = useMemo<GridTab[]>(
    () =>
      ARCHIVE_RELATED_KINDS.map((kind) => ({
        key: kind,
        label: KINDS[kind].label,
        grid: {
          columns: relatedGridColumns(KINDS[kind].def),
          dataSource: toRows(related.data?.[kind]),
          maxHeight: 360,
          readOnly: !editable,
          'data-testid': `archive-${kind}-grid`,
        },
      })),
    [related.data, editable],
  );
  const save = async () => {
    const result = await tabs.current?.validate();
    if (!result?.ok) {
      ui().message.error('请先修正标红的单元格');
      return;
    }
    const values = tabs.current!.getValues();
    const rowsOf = (kind: ArchiveRelatedKind) =>
      (values[kind]?.rows ?? []).map(({ tug_status: _t, ...row }) => row);
    setSaving(true);
    try {
      const res = await call(archiveRelatedApi.saveRelated, {
        body: {
          archiveId: archive!.id,
          family: rowsOf('family'),
          skill: rowsOf('skill'),
          training: rowsOf('training'),
          employment: rowsOf('employment'),
        },
      });
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      title={`相关记录：${String(archive?.realName ?? '')}`}
      open={Boolean(archive)}
      onClose={onClose}
      size={1100}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          {editable && (
            <Button
              type="primary"
              loading={saving}
              disabled={!related.data}
              onClick={() => void save()}
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
          title="四类记录一起保存：任何一行有误时都不会保存，修正后再点保存。"
        />
      )}
      {related.data && (
        <EditableGridTabs ref={tabs} tabs={gridTabs} data-testid="archive-related" />
      )}
    </Drawer>
  );
}
