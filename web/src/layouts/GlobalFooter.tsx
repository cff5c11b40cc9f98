import { Layout } from 'antd';

export function GlobalFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)', padding: '16px' }}>
      Copyright © {new Date().getFullYear()} 退役军人就业创业服务中心 · 精准就业服务系统
    </Layout.Footer>
  );
}
