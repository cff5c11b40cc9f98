import { Checkbox, Radio, Select, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { DICT_CODE_REQUIRED } from './dict-cache';
import { itemText, joinValues, splitValues } from './dict-text';
import { useDictItems } from './use-dict-items';

export type DictSelectType = 'select' | 'radio' | 'radioButton' | 'checkbox';

export interface DictSelectProps {
  /** A dictionary code, or the spec `table,text,code`. */
  dictCode: string;
  type?: DictSelectType;
  /** A select of several values; checkbox mode is always several. Values are comma-joined. */
  multiple?: boolean;
  value?: string | number | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  className?: string;
  'data-testid'?: string;
}

interface ItemWithState {
  value: string;
  disabled?: boolean;
}

/** A dictionary's items as a select, radio group or checkbox group. */
export default function DictSelect({
  dictCode,
  type = 'select',
  multiple = false,
  value,
  onChange,
  placeholder = '请选择',
  disabled,
  allowClear = true,
  style,
  className,
  'data-testid': testId,
}: DictSelectProps) {
  const { items, loading, error } = useDictItems(dictCode);

  if (error === DICT_CODE_REQUIRED) {
    return (
      <Typography.Text type="danger" role="alert" data-testid={testId} className={className}>
        {DICT_CODE_REQUIRED}
      </Typography.Text>
    );
  }

  const options = items.map((item) => ({
    value: String(item.value),
    label: itemText(item),
    disabled: Boolean((item as ItemWithState).disabled),
  }));
  const selected = value === null || value === undefined ? undefined : String(value);
  const common = { disabled, style, className, 'data-testid': testId };

  if (type === 'radio' || type === 'radioButton') {
    return (
      <Radio.Group
        {...common}
        options={options}
        optionType={type === 'radioButton' ? 'button' : 'default'}
        value={selected}
        onChange={(e) => onChange?.(e.target.value)}
      />
    );
  }
  if (type === 'checkbox') {
    return (
      <Checkbox.Group
        {...common}
        options={options}
        value={splitValues(selected)}
        onChange={(values) => onChange?.(values.length ? joinValues(values) : undefined)}
      />
    );
  }
  return (
    <Select
      {...common}
      mode={multiple ? 'multiple' : undefined}
      loading={loading}
      status={error ? 'error' : undefined}
      placeholder={error ?? placeholder}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      value={multiple ? splitValues(selected) : selected || undefined}
      onChange={(next: string | string[] | undefined) => {
        if (Array.isArray(next)) onChange?.(next.length ? joinValues(next) : undefined);
        else onChange?.(next);
      }}
    />
  );
}
