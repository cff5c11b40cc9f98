import { DownOutlined } from '@ant-design/icons';
import { Button, Divider, Dropdown, Popconfirm, Space } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useState } from 'react';

/** The most actions a row shows inline; with more, the first ones stay and 更多 holds the rest. */
export const INLINE_ACTIONS = 3;
/** On a phone's width a row shows one action and 更多. */
export const INLINE_ACTIONS_NARROW = 1;

/**
 * The row's actions as shown: all inline when they fit, else the first `max` inline and the
 * others under 更多.
 */
export function splitRowActions<T>(actions: T[], max = INLINE_ACTIONS): { inline: T[]; more: T[] } {
  if (actions.length <= max) return { inline: actions, more: [] };
  return { inline: actions.slice(0, max), more: actions.slice(max) };
}

type ConfirmProps = { onOpenChange?: (open: boolean, ...rest: unknown[]) => void };
const asksFirst = (node: ReactNode): node is ReactElement<ConfirmProps> =>
  isValidElement(node) && node.type === Popconfirm;

/** 更多: a menu of the actions that did not fit; one that asks first keeps it open while it asks. */
function MoreActions({ actions }: { actions: ReactNode[] }) {
  const [open, setOpen] = useState(false);
  const items = actions.map((node, i) => {
    const key = String((isValidElement(node) && node.key) || i);
    const label = asksFirst(node)
      ? cloneElement(node, {
          onOpenChange: (asking: boolean, ...rest: unknown[]) => {
            node.props.onOpenChange?.(asking, ...rest);
            if (!asking) setOpen(false);
          },
        })
      : node;
    return { key, label, asks: asksFirst(node) };
  });
  return (
    <Dropdown
      open={open}
      trigger={['click']}
      onOpenChange={(next, info) => {
        if (info.source === 'trigger') setOpen(next);
      }}
      menu={{
        items: items.map(({ key, label }) => ({ key, label })),
        className: 'resource-row-more',
        onClick: ({ key }) => {
          if (!items.find((item) => item.key === key)?.asks) setOpen(false);
        },
      }}
    >
      <Button type="link" size="small">
        更多 <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** A row's actions: up to `max` links, the rest under 更多. */
export function RowActions({
  actions,
  max = INLINE_ACTIONS,
}: {
  actions: ReactNode[];
  max?: number;
}) {
  const { inline, more } = splitRowActions(actions, max);
  return (
    <Space separator={<Divider orientation="vertical" />} size={0}>
      {inline}
      {more.length > 0 && <MoreActions actions={more} />}
    </Space>
  );
}
