import { useQueryClient } from '@tanstack/react-query';
import { jobPositionResource, type ResourceRecord } from '@vets/contracts';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { ui } from '../../../app/ui-bridge';
import { useButtonPermission } from '../../../components/Authorized';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { recruitmentApi } from '../api';
import { withStatusTag } from '../components/company/status-column';
import { FavoriteButton } from '../components/favorite/FavoriteButton';
import { MatchDrawer, type MatchTarget } from '../components/match/MatchDrawer';

const STATUS_COLORS = { '0': 'default', '1': 'green', '2': 'orange', '3': 'red' };

/** 招聘岗位: positions, publish and close, and the resumes that match each. */
export default function PositionList() {
  const allowed = useButtonPermission();
  const queryClient = useQueryClient();
  const [matching, setMatching] = useState<MatchTarget | null>(null);
  const run = async (action: () => Promise<{ message: string }>) => {
    const res = await action();
    ui().message.success(res.message);
    await queryClient.invalidateQueries({ queryKey: ['resource', jobPositionResource.key] });
  };
  return (
    <>
      <ResourceListPage
        def={jobPositionResource}
        columns={withStatusTag('status', STATUS_COLORS)}
        form={{ formColumns: 2, formWidth: 960 }}
        rowActions={(record: ResourceRecord) => {
          const canPublish = allowed('recruitment:position:publish');
          return [
            canPublish && record.status !== '1' && (
              <Popconfirm
                key="publish"
                title="确定发布该岗位吗？"
                onConfirm={() => run(() => recruitmentApi.publishPositions([record.id]))}
              >
                <Button type="link" size="small">
                  发布
                </Button>
              </Popconfirm>
            ),
            canPublish && record.status === '1' && (
              <Popconfirm
                key="close"
                title="关闭后门户将不再展示该岗位，确定关闭吗？"
                onConfirm={() => run(() => recruitmentApi.closePositions([record.id]))}
              >
                <Button type="link" size="small">
                  关闭
                </Button>
              </Popconfirm>
            ),
            allowed('recruitment:match:query') && (
              <Button
                key="match"
                type="link"
                size="small"
                onClick={() =>
                  setMatching({ mode: 'resumes', id: record.id, name: String(record.title) })
                }
              >
                匹配人才
              </Button>
            ),
            allowed('recruitment:favorite:add') && (
              <FavoriteButton key="fav" targetType="position" targetId={record.id} />
            ),
          ];
        }}
      />
      <MatchDrawer target={matching} onClose={() => setMatching(null)} />
    </>
  );
}
