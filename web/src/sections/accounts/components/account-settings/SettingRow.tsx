import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One line of a settings list: a title, what it is now, and what can be done about it. */
export function SettingRow({
  title,
  description,
  action,
  testId,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={16}
      style={{ padding: '16px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
      data-testid={testId}
    >
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <div>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
            {description}
          </Typography.Text>
        </div>
      </div>
      {action && <div style={{ flexShrink: 0 }}>{action}</div>}
    </Flex>
  );
}
