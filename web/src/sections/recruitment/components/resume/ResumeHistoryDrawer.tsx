import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EndpointResult,
  type ResourceRecord,
  resumeApi,
  resumeEducationResource,
  resumeSkillResource,
  resumeWorkResource,
} from '@vets/contracts';
import { Alert, Button, Drawer, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { call } from '../../../../api/call';
import { ui } from '../../../../app/ui-bridge';
import {
  EditableGridTabs,
  type EditableGridTabsRef,
  type GridRow,
  type GridTab,
} from '../../../../components/EditableGrid';
import { resourceGridColumns } from '../../../../components/resource/resource-grid-columns';

type ResumeHistory = EndpointResult<typeof resumeApi.history>;
type HistoryKind = keyof ResumeHistory;

const KINDS: Array<{
  kind: HistoryKind;
  label: string;
  def: Parameters<typeof resourceGridColumns>[0];
}> = [
  { kind: 'education', label: '教育经历', def: resumeEducationResource },
  { kind: 'work', label: '工作经历', def: resumeWorkResource },
  { kind: 'skill', label: '技能证书', def: resumeSkillResource },
];

const toRows = (rows: Array<Record<string, unknown>> | undefined) =>
  (rows ?? []).map((r) => ({ ...r, id: String(r.id) }) as GridRow);

/** A resume's education, work history and certificates as three editable sub-tables, saved together. */
export function ResumeHistoryDrawer({
  resume,
  onClose,
}: {
  resume: ResourceRecord | null;
  onClose(): void;
}) {
  const tabs = useRef<EditableGridTabsRef>(null);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const key = ['resume-history', resume?.id];
  const history = useQuery({
    queryKey: key,
    enabled: Boolean(resume),
    queryFn: async () =>
      (await call(resumeApi.history, { query: { resumeId: resume!.id } })).result,
  });
  const gridTabs = useMemo<GridTab[]>(
    () =>
      KINDS.map(({ kind, label, def }) => ({
        key: kind,
        label,
        grid: {
          columns: resourceGridColumns(def),
          dataSource: toRows(history.data?.[kind]),
          maxHeight: 360,
          'data-testid': `resume-${kind}-grid`,
        },
      })),
    [history.data],
  );
  const save = async () => {
    const result = await tabs.current?.validate();
    if (!result?.ok) {
      ui().message.error('请先修正标红的单元格');
      return;
    }
    const values = tabs.current!.getValues();
    const rowsOf = (kind: HistoryKind) =>
      (values[kind]?.rows ?? []).map(({ tug_status: _t, ...row }) => row);
    const body: ResumeHistory = {
      education: rowsOf('education'),
      work: rowsOf('work'),
      skill: rowsOf('skill'),
    };
    setSaving(true);
    try {
      const res = await call(resumeApi.saveHistory, { body: { resumeId: resume!.id, ...body } });
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      title={`履历：${String(resume?.realName ?? '')}`}
      open={Boolean(resume)}
      onClose={onClose}
      size={1000}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!history.data}
            onClick={() => void save()}
          >
            保存
          </Button>
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="三类经历一起保存：任何一行有误时都不会保存，修正后再点保存。"
      />
      {history.data && <EditableGridTabs ref={tabs} tabs={gridTabs} data-testid="resume-history" />}
    </Drawer>
  );
}
