import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { NoticeDetailModal } from './NoticeDetailModal';
import { type NoticeItem, noticeApi, PRIORITY_TAGS } from './notice-api';
import { useNotices } from './use-notices';

export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

function NoticeRows({ items, onOpen }: { items: NoticeItem[]; onOpen(item: NoticeItem): void }) {
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />;
  return (
    <div>
      {items.map((item) => {
        const tag = PRIORITY_TAGS[item.priority];
        return (
          <button
            type="button"
            key={item.id}
            onClick={() => onOpen(item)}
            style={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              padding: '8px 4px',
              border: 'none',
              borderBottom: '1px solid #f0f0f0',
              background: 'none',
              cursor: 'pointer',
            }}
            data-testid="notice-item"
          >
            {tag && <Tag color={tag.color}>{tag.text}</Tag>}
            <span>{item.titile}</span>
            <div style={{ color: '#999', fontSize: 12, marginTop: 4 }}>{item.sendTime}</div>
          </button>
        );
      })}
    </div>
  );
}

/** The header bell: unread notices and system messages, click to read, view more. */
export function NoticeBell() {
  const userId = useSession((s) => s.userInfo?.id);
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const readById = async (id: string) => {
    setOpen(false);
    setDetailId(id);
    await noticeApi.markRead(id).catch(() => undefined);
    await reload();
  };
  // A click on a desktop notification opens that announcement here, as a click in the list does.
  const { lists, reload } = useNotices(userId, token, (id) => void readById(id));
  const total = (lists?.anntMsgTotal ?? 0) + (lists?.sysMsgTotal ?? 0);

  const read = (item: NoticeItem) => readById(item.id);

  const content = (
    <div style={{ width: 320 }}>
      <Tabs
        size="small"
        items={[
          {
            key: '1',
            label: `通知(${lists?.anntMsgTotal ?? 0})`,
            children: <NoticeRows items={lists?.anntMsgList ?? []} onOpen={read} />,
          },
          {
            key: '2',
            label: `系统消息(${lists?.sysMsgTotal ?? 0})`,
            children: <NoticeRows items={lists?.sysMsgList ?? []} onOpen={read} />,
          },
        ]}
      />
      <Button
        type="link"
        block
        onClick={() => {
          setOpen(false);
          navigate(USER_ANNOUNCEMENT_PATH);
        }}
      >
        查看更多
      </Button>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
      >
        <Badge count={total} size="small" offset={[-2, 4]}>
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label="消息通知"
            data-testid="notice-bell"
          />
        </Badge>
      </Popover>
      <NoticeDetailModal id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
