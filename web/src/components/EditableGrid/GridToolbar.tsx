import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { memo } from 'react';
import styles from './EditableGrid.module.css';
import { GRID_TEXT } from './grid-constants';

export interface GridToolbarProps {
  canAdd: boolean;
  canRemove: boolean;
  selectedCount: number;
  saving: boolean;
  onAdd?: () => void;
  onSave?: () => void;
  onRemove: () => void;
  onClearSelection: () => void;
  /** Shown when the grid has a real-time socket. */
  socketStatus?: 'open' | 'closed';
}

/** 新增, 保存, 删除 and 清空选择. */
function GridToolbarView(p: GridToolbarProps) {
  const none = p.selectedCount === 0;
  return (
    <div className={styles.toolbar}>
      <Space wrap>
        {p.canAdd && p.onAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={p.onAdd}>
            {GRID_TEXT.add}
          </Button>
        )}
        {p.onSave && (
          <Button icon={<SaveOutlined />} loading={p.saving} onClick={p.onSave}>
            {GRID_TEXT.save}
          </Button>
        )}
        {p.canRemove && (
          <Button danger icon={<DeleteOutlined />} disabled={none} onClick={p.onRemove}>
            {GRID_TEXT.remove}
          </Button>
        )}
        <Button disabled={none} onClick={p.onClearSelection}>
          {GRID_TEXT.clearSelection}
        </Button>
        {!none && <span data-testid="grid-selected-count">已选择 {p.selectedCount} 项</span>}
        {p.socketStatus && (
          <Tag
            color={p.socketStatus === 'open' ? 'green' : 'default'}
            data-testid="grid-socket-status"
          >
            {p.socketStatus === 'open' ? GRID_TEXT.socketOpen : GRID_TEXT.socketClosed}
          </Tag>
        )}
      </Space>
    </div>
  );
}

export const GridToolbar = memo(GridToolbarView);
