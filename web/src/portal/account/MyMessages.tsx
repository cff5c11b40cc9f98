import { useQuery } from '@tanstack/react-query';
import type { announcementApi } from '@vets/contracts';
import { useState } from 'react';
import RichText from '../components/RichText';
import Button from '../ui/Button';
import Card from '../ui/Card';
import Empty from '../ui/Empty';
import styles from './MyJobs.module.css';
import { veteranCall } from './veteran-http';

type AnnouncementApi = typeof announcementApi;

function MessageBody({ id }: { id: string }) {
  const detail = useQuery({
    queryKey: ['veteran', 'message', id],
    queryFn: async () =>
      (
        await veteranCall<AnnouncementApi['queryById']>('GET', '/sys/annountCement/queryById', {
          query: { id },
        })
      ).result,
  });
  if (detail.isPending) return <p className={styles.muted}>加载中…</p>;
  if (detail.isError) return <p className={styles.muted}>消息无法打开，请稍后再试</p>;
  return <RichText html={detail.data.msgContent ?? ''} />;
}

/** 我的消息: what staff and 政策找人 sent the veteran, newest first; each opens in place. */
export default function MyMessages() {
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['veteran', 'messages'],
    queryFn: async () =>
      (
        await veteranCall<AnnouncementApi['getMyAnnouncementSend']>(
          'GET',
          '/sys/sysAnnouncementSend/getMyAnnouncementSend',
          {
            query: { pageNo: 1, pageSize: 20 },
          },
        )
      ).result,
  });
  const records = list.data?.records ?? [];
  return (
    <Card title="我的消息">
      {records.length ? (
        <ul className={styles.list}>
          {records.map((m) => (
            <li key={m.id} className={styles.item}>
              <div>
                {m.readFlag ? '' : <strong>[未读] </strong>}
                {m.titile}
              </div>
              <div className={styles.muted}>{m.sendTime}</div>
              <Button
                aria-expanded={open === m.id}
                onClick={() => setOpen(open === m.id ? null : m.id)}
              >
                {open === m.id ? '收起' : '查看'}
              </Button>
              {open === m.id && <MessageBody id={m.id} />}
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={list.isLoading ? '加载中…' : '暂无消息'} />
      )}
    </Card>
  );
}
