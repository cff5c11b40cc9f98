import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';

export interface DepartTreeBoxProps {
  loading: boolean;
  /** Whether the tree has any node; without one, 暂无数据 once loading ends. */
  hasNodes: boolean;
  maxHeight: number;
  children: ReactNode;
}

/** The scrolling, spinning box a department tree is shown in. */
export default function DepartTreeBox({
  loading,
  hasNodes,
  maxHeight,
  children,
}: DepartTreeBoxProps) {
  return (
    <Spin spinning={loading}>
      <div style={{ maxHeight, overflowY: 'auto', minHeight: 120 }}>
        {hasNodes ? children : !loading && <Empty description="暂无数据" />}
      </div>
    </Spin>
  );
}
