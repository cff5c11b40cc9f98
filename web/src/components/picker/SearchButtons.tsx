import { Button, Space } from 'antd';

/** 查询 submits the enclosing form; 重置 calls `onReset`. */
export default function SearchButtons({ onReset }: { onReset: () => void }) {
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button onClick={onReset}>重置</Button>
    </Space>
  );
}
