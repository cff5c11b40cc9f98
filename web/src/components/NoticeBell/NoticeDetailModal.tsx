import { Button, Modal, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type NoticeDetail, noticeApi, PRIORITY_TAGS } from './notice-api';

export interface NoticeDetailModalProps {
  /** The announcement to show; null closes the dialog. */
  id: string | null;
  onClose(): void;
}

/** An announcement: 60 % wide, body 80 % of the window; url and component ones offer 去处理. */
export function NoticeDetailModal({ id, onClose }: NoticeDetailModalProps) {
  const navigate = useNavigate();
  const [detail, setDetail] = useState<NoticeDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (!id) return;
    noticeApi
      .detail(id)
      .then(setDetail)
      .catch(() => onClose());
  }, [id, onClose]);

  const target = detail?.openPage && (detail.openType === 'url' || detail.openType === 'component');
  const tag = detail ? PRIORITY_TAGS[detail.priority] : undefined;
  return (
    <Modal
      title={detail?.titile ?? '通知'}
      open={id !== null}
      width="60%"
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { height: '80vh', overflow: 'auto' } }}
      footer={[
        target ? (
          <Button
            key="handle"
            type="primary"
            onClick={() => {
              onClose();
              const page = detail?.openPage ?? '';
              if (/^https?:\/\//.test(page)) window.open(page, '_blank', 'noopener');
              else navigate(page);
            }}
          >
            去处理
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
      data-testid="notice-detail"
    >
      {detail ? (
        <>
          <Typography.Paragraph type="secondary">
            {tag && <Tag color={tag.color}>{tag.text}</Tag>}
            发布人：{detail.sender ?? '-'}　发布时间：{detail.sendTime ?? '-'}
          </Typography.Paragraph>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich text on save */}
          <div dangerouslySetInnerHTML={{ __html: detail.msgContent ?? '' }} />
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
