import { Button, Space, Typography } from 'antd';

/** Hints and buttons while a grid boundary is being drawn. */
export function DrawToolbar({
  corners,
  canFinish,
  onUndo,
  onFinish,
  onCancel,
}: {
  corners: number;
  canFinish: boolean;
  onUndo(): void;
  onFinish(): void;
  onCancel(): void;
}) {
  return (
    <Space
      data-testid="region-map-draw-toolbar"
      style={{
        position: 'absolute',
        top: 40,
        right: 12,
        zIndex: 2,
        padding: '6px 10px',
        background: 'rgba(255,255,255,0.92)',
        borderRadius: 6,
        boxShadow: '0 1px 4px rgba(0,0,0,0.15)',
      }}
    >
      <Typography.Text type="secondary">
        单击地图添加顶点（已添加 {corners} 个），双击或点击“完成”结束
      </Typography.Text>
      <Button size="small" onClick={onUndo} disabled={corners === 0}>
        撤销
      </Button>
      <Button size="small" type="primary" onClick={onFinish} disabled={!canFinish}>
        完成
      </Button>
      <Button size="small" onClick={onCancel}>
        取消
      </Button>
    </Space>
  );
}
