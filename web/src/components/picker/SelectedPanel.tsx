import { Button, Card, Empty } from 'antd';
import { type Selection, withoutKey } from './selection';

export interface SelectedPanelProps<T> {
  selection: Selection<T>;
  /** The text shown for a chosen row. */
  labelOf: (row: T, key: string) => string;
  onChange: (next: (s: Selection<T>) => Selection<T>) => void;
  'data-testid'?: string;
}

/** The chosen rows beside a picker's table, each with a 删除 button. */
export default function SelectedPanel<T>({
  selection,
  labelOf,
  onChange,
  'data-testid': testId,
}: SelectedPanelProps<T>) {
  return (
    <Card size="small" title={`已选择（${selection.size}）`} data-testid={testId}>
      {selection.size ? (
        <div style={{ maxHeight: 360, overflowY: 'auto' }}>
          {[...selection.entries()].map(([key, row]) => (
            <div
              key={key}
              style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}
            >
              <span>{labelOf(row, key)}</span>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => onChange((s) => withoutKey(s, key))}
              >
                删除
              </Button>
            </div>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无选择" />
      )}
    </Card>
  );
}
