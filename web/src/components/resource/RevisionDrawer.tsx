import { useQuery } from '@tanstack/react-query';
import type { ResourceDef, ResourceRecord, Revision } from '@vets/contracts';
import { Button, Drawer, Empty, Grid, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { RecordDescriptions } from './DetailModal';
import type { ResourceApi } from './resource-api';

const authorOf = (r: Revision) => (r.authorName ? `${r.authorName}（${r.author}）` : r.author);

/** 修订记录: each change of a record, who made it and when; any version can be read back. */
export function RevisionDrawer({
  def,
  api,
  record,
  onClose,
}: {
  def: ResourceDef;
  api: ResourceApi;
  record: ResourceRecord | null;
  onClose(): void;
}) {
  const narrow = Grid.useBreakpoint().md === false;
  const [shown, setShown] = useState<Revision | null>(null);
  const history = useQuery({
    queryKey: ['revisions', def.key, record?.id],
    queryFn: () => api.revisions(String(record?.id)),
    enabled: Boolean(record),
  });
  const title = String(record?.[def.titleField ?? 'id'] ?? '');
  return (
    <Drawer
      title={`修订记录：${title}`}
      open={Boolean(record)}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      size={narrow ? '100%' : 720}
      destroyOnHidden
    >
      {history.isLoading ? (
        <Spin />
      ) : !history.data?.length ? (
        <Empty description="暂无修订记录" />
      ) : (
        <Timeline
          items={history.data.map((r) => ({
            key: r.id,
            children: (
              <div>
                <Typography.Text strong>{r.actionLabel}</Typography.Text>
                {r.version !== null && (
                  <Typography.Text type="secondary">（第{r.version}版）</Typography.Text>
                )}
                <div>
                  {r.time} · {authorOf(r)}
                </div>
                {r.snapshot && (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => setShown(shown?.id === r.id ? null : r)}
                  >
                    {shown?.id === r.id ? '收起此版本' : '查看此版本'}
                  </Button>
                )}
                {shown?.id === r.id && r.snapshot && (
                  <RecordDescriptions
                    def={def}
                    record={{ ...r.snapshot, id: String(record?.id) } as ResourceRecord}
                    columns={1}
                  />
                )}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
