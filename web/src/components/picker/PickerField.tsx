import { Button, Input, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PickerFieldProps {
  /** The names of the chosen items, as shown. */
  text: string;
  placeholder?: string;
  disabled?: boolean;
  buttonText?: string;
  buttonIcon?: ReactNode;
  onOpen: () => void;
  onClear: () => void;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** A read-only input with the chosen names and a button that opens a picker. */
export default function PickerField({
  text,
  placeholder = '请选择',
  disabled,
  buttonText = '选择',
  buttonIcon,
  onOpen,
  onClear,
  style,
  'data-testid': testId,
}: PickerFieldProps) {
  return (
    <Space.Compact style={{ width: '100%', ...style }} data-testid={testId}>
      <Input
        readOnly
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        allowClear={!disabled}
        onChange={(e) => {
          if (e.type === 'click' || e.target.value === '') onClear();
        }}
        onClick={() => !disabled && onOpen()}
      />
      <Button type="primary" icon={buttonIcon} disabled={disabled} onClick={onOpen}>
        {buttonText}
      </Button>
    </Space.Compact>
  );
}
