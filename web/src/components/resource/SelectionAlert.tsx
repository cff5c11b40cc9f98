import { Alert, Button } from 'antd';

/** `已选择 N 项 · 清空` above a table with selectable rows; nothing when none is selected. */
export function SelectionAlert({ count, onClear }: { count: number; onClear(): void }) {
  if (!count) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={
        <span>
          已选择 <strong>{count}</strong> 项
          <Button type="link" size="small" onClick={onClear}>
            清空
          </Button>
        </span>
      }
    />
  );
}
