import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDef, ResourceRecord } from '@vets/contracts';
import { Button, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { ui } from '../ui-bridge';
import { DecisionModal } from './DecisionModal';
import { resourceApi } from './resource-api';
import { actionShown, transitionApplies, transitionsOf } from './transitions';
import { useResourceAuth } from './use-resource-auth';

/**
 * The row buttons of a definition's transitions, for the records and users they apply to (a
 * confirmation for a status change, the approval dialog for an approval), and of the handler
 * actions marked `rowButton` (a confirmation, then the call with the record alone).
 */
export function useResourceActions(def: ResourceDef, onDone: () => void) {
  const can = useResourceAuth(def);
  const queryClient = useQueryClient();
  const api = resourceApi(def);
  const [deciding, setDeciding] = useState<{ name: string; record: ResourceRecord } | null>(null);
  const run = async (name: string, input: Record<string, unknown>) => {
    const res = await api.action(name, input);
    ui().message.success(res.message);
    await queryClient.invalidateQueries({ queryKey: ['resource', def.key] });
    onDone();
  };
  const titleOf = (record: ResourceRecord) => String(record[def.titleField ?? 'id'] ?? '');

  const plainActions = Object.entries(def.actions ?? {}).filter(
    ([name, action]) => action.rowButton && !action.transition && can(name),
  );
  const shown = (record: ResourceRecord) =>
    plainActions.filter(([, action]) => actionShown(action, record));
  const buttons = (record: ResourceRecord): ReactNode[] => [
    ...transitionButtons(record),
    ...shown(record).map(([name, action]) => (
      <Popconfirm
        key={name}
        title={action.confirm ?? `确定${action.label}吗？`}
        onConfirm={() =>
          run(
            name,
            action.target === 'id'
              ? {
                  id: record.id,
                  ...(record.version !== undefined ? { version: record.version } : {}),
                }
              : { ids: record.id },
          )
        }
      >
        <Button type="link" size="small">
          {action.label}
        </Button>
      </Popconfirm>
    )),
  ];

  const transitionButtons = (record: ResourceRecord): ReactNode[] =>
    transitionsOf(def)
      .filter(([name, , t]) => can(name) && transitionApplies(t, record))
      .map(([name, action, t]) =>
        typeof t.to === 'string' ? (
          <Popconfirm
            key={name}
            title={action.confirm ?? `确定${action.label}该${def.title}吗？`}
            onConfirm={() => run(name, { ids: record.id })}
          >
            <Button type="link" size="small">
              {action.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={name} type="link" size="small" onClick={() => setDeciding({ name, record })}>
            {action.label}
          </Button>
        ),
      );

  const action = deciding ? def.actions?.[deciding.name] : undefined;
  const modal = (
    <DecisionModal
      title={`${action?.label ?? ''}${def.title}：${deciding ? titleOf(deciding.record) : ''}`}
      label={action?.label ?? ''}
      open={Boolean(deciding)}
      onClose={() => setDeciding(null)}
      onSubmit={(approve, reason) =>
        run(deciding!.name, { ids: deciding!.record.id, approve, reason })
      }
    />
  );
  return { buttons, modal };
}
