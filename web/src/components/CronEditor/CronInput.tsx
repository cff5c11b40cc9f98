import { SettingOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import CronModal from './CronModal';

export interface CronInputProps {
  value?: string | null;
  onChange?: (expression: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
}

/** The expression in a text box, with a button that opens the cron modal; an antd Form control. */
export default function CronInput({
  value,
  onChange,
  placeholder = '请输入cron表达式',
  disabled,
  id,
  'data-testid': testId = 'cron-input',
}: CronInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          data-testid={testId}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button
          icon={<SettingOutlined />}
          disabled={disabled}
          data-testid={`${testId}-button`}
          onClick={() => setOpen(true)}
        >
          选择
        </Button>
      </Space.Compact>
      <CronModal
        open={open}
        value={value}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          onChange?.(expression);
          setOpen(false);
        }}
      />
    </>
  );
}
