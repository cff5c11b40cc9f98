import { useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionCode, type ResourceDef, type ResourceRecord } from '@vets/contracts';
import { Alert, Button, Card, Spin } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useButtonPermission } from '../Authorized';
import { RecordDescriptions } from './DetailModal';
import { ResourceFormModal } from './ResourceFormModal';
import { resourceApi } from './resource-api';

/**
 * The one record a company or institution account keeps (its own organisation, `id` from the
 * session): every field, and 编辑 for whoever may edit it.
 */
export function OwnRecordCard({
  def,
  id,
  title,
  missing,
  banner,
  onLoaded,
}: {
  def: ResourceDef;
  id: string | null;
  title: string;
  /** Said when the account names no record yet. */
  missing: { title: string; description: string };
  /** Shown above the fields (an approval status). */
  banner?(record: ResourceRecord): ReactNode;
  onLoaded?(record: ResourceRecord): void;
}) {
  const allowed = useButtonPermission();
  const api = useMemo(() => resourceApi(def), [def]);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ResourceRecord | null>(null);
  const queryKey = ['own-record', def.key, id];
  const record = useQuery({
    queryKey,
    enabled: Boolean(id),
    queryFn: async () => {
      const found = await api.queryById(String(id));
      onLoaded?.(found);
      return found;
    },
  });

  if (!id)
    return (
      <Card title={title}>
        <Alert type="warning" showIcon title={missing.title} description={missing.description} />
      </Card>
    );
  if (!record.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const data = record.data;
  return (
    <>
      <Card
        title={title}
        extra={
          allowed(permissionCode(def, 'edit')) && (
            <Button type="primary" onClick={() => setEditing(data)}>
              编辑{title}
            </Button>
          )
        }
      >
        {banner?.(data)}
        <RecordDescriptions def={def} record={data} columns={2} />
      </Card>
      <ResourceFormModal
        def={def}
        api={api}
        target={editing ? { mode: 'edit', record: editing } : null}
        overrides={{ formColumns: 2, formWidth: 960 }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}
