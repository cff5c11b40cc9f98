import type { ResourceDef } from '@vets/contracts';
import { Select, Spin, Typography } from 'antd';
import { type UIEvent, useEffect, useState } from 'react';
import { useDebounced, useRefLabels, useRefOptions, useSoleOption } from './use-ref-options';

export interface RecordSelectProps {
  /** The resource whose reference field this fills (its `refOptions` serves the choices). */
  owner: ResourceDef;
  /** The reference field. */
  field: string;
  multiple?: boolean;
  /** One value, or several comma-joined. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  /** Fill an empty value with the only record the caller may name, if there is just one. */
  pickSole?: boolean;
}

/** How close to the bottom of the list (px) scrolling loads the next page. */
const LOAD_MORE_MARGIN = 48;
const valuesOf = (value: string | null | undefined) =>
  value ? value.split(',').filter(Boolean) : [];

/**
 * A reference field's picker: the referenced records whose name contains what is typed, searched
 * on the server in the caller's scope, a page at a time as the list scrolls. A choice keeps its
 * name while other searches load.
 */
export function RecordSelect({
  owner,
  field,
  multiple,
  value,
  onChange,
  placeholder,
  id,
  disabled,
  pickSole,
}: RecordSelectProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const found = useRefOptions(owner, field, keyword, open);
  const [picked, setPicked] = useState(() => new Map<string, string>());
  const chosen = valuesOf(value);
  const sole = useSoleOption(owner, field, Boolean(pickSole && !value && !disabled));
  useEffect(() => {
    if (!sole || value) return;
    setPicked((prev) => new Map(prev).set(sole.value, sole.label));
    onChange?.(sole.value);
  }, [sole, value, onChange]);

  const known = new Map(picked);
  for (const o of found.options) known.set(o.value, o.label);
  const labels = useRefLabels(
    owner,
    field,
    chosen.filter((v) => !known.has(v)),
  );
  for (const o of labels) known.set(o.value, o.label);
  // Chosen records the loaded pages do not hold, first, so the control can name them.
  const listed = new Set(found.options.map((o) => o.value));
  const extras = keyword
    ? []
    : chosen.filter((v) => !listed.has(v)).map((v) => ({ value: v, label: known.get(v) ?? v }));

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const list = e.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN) found.more();
  };

  return (
    <Select
      id={id}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      loading={found.loading}
      options={[...extras, ...found.options]}
      placeholder={placeholder}
      notFoundContent={found.loading ? <Spin size="small" /> : '没有名称包含该内容的记录'}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped('');
      }}
      onPopupScroll={onScroll}
      popupRender={(menu) => (
        <>
          {menu}
          {found.total > 0 && (
            <Typography.Text
              type="secondary"
              style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}
            >
              {found.total > found.options.length
                ? `共 ${found.total} 条，向下滚动加载更多`
                : `共 ${found.total} 条`}
            </Typography.Text>
          )}
        </>
      )}
      value={multiple ? chosen : (value ?? undefined)}
      onChange={(next: string | string[] | undefined, option) => {
        const options = (Array.isArray(option) ? option : [option]).filter(Boolean);
        setPicked((prev) => {
          const copy = new Map(prev);
          for (const o of options) if (o?.value) copy.set(String(o.value), String(o.label));
          return copy;
        });
        onChange?.(Array.isArray(next) ? next.join(',') || undefined : next || undefined);
      }}
    />
  );
}
