import { Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ui } from '../ui-bridge';
import { normalizeLink } from './editor-media';

export interface LinkModalProps {
  open: boolean;
  initialUrl: string;
  /** An empty href removes the link. */
  onOk: (href: string) => void;
  onCancel: () => void;
}

export default function LinkModal({ open, initialUrl, onOk, onCancel }: LinkModalProps) {
  const [url, setUrl] = useState(initialUrl);
  useEffect(() => {
    if (open) setUrl(initialUrl);
  }, [open, initialUrl]);

  const confirm = () => {
    const href = normalizeLink(url);
    if (url.trim() && !href) {
      ui().message.warning('只支持 http、https 和 mailto 链接');
      return;
    }
    onOk(href);
  };

  return (
    <Modal
      open={open}
      title="插入链接"
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input
        autoFocus
        placeholder="请输入链接地址，留空则移除链接"
        value={url}
        data-testid="rich-text-link-input"
        onChange={(e) => setUrl(e.target.value)}
        onPressEnter={confirm}
      />
    </Modal>
  );
}
