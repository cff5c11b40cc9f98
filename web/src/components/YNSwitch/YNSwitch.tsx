import { Switch } from 'antd';
import { useEffect } from 'react';
import {
  DEFAULT_SWITCH_OPTIONS,
  isEmptySwitchValue,
  type SwitchOptions,
  switchChecked,
  switchValue,
} from './switch-values';

export interface YNSwitchProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** [on, off]; default ['Y', 'N']. */
  options?: SwitchOptions;
  disabled?: boolean;
  size?: 'small' | 'default';
  id?: string;
  'data-testid'?: string;
}

/** A switch over two stored values; an empty value is replaced with the off value. */
export default function YNSwitch({
  value,
  onChange,
  options = DEFAULT_SWITCH_OPTIONS,
  disabled,
  size,
  id,
  'data-testid': testId,
}: YNSwitchProps) {
  const off = options[1];
  useEffect(() => {
    if (isEmptySwitchValue(value)) onChange?.(off);
  }, [value, off, onChange]);

  return (
    <Switch
      id={id}
      data-testid={testId}
      checked={switchChecked(value, options)}
      checkedChildren="是"
      unCheckedChildren="否"
      disabled={disabled}
      size={size}
      onChange={(checked) => onChange?.(switchValue(checked, options))}
    />
  );
}
