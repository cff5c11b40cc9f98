import {
  contestCriterionResource,
  contestEditionResource,
  contestEntryResource,
  contestPanelResource,
  type ResourceRecord,
} from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChildResourceDrawer } from '../../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../../components/resource/ResourceListPage';
import { useResourceAuth } from '../../../../components/resource/use-resource-auth';

type Drawer = 'criteria' | 'panel' | 'entries';

const DRAWERS: Record<
  Drawer,
  {
    label: string;
    def:
      | typeof contestCriterionResource
      | typeof contestPanelResource
      | typeof contestEntryResource;
  }
> = {
  criteria: { label: '评分标准', def: contestCriterionResource },
  panel: { label: '评审组', def: contestPanelResource },
  entries: { label: '参赛项目', def: contestEntryResource },
};

/**
 * 创业大赛: editions with their criteria, judging panel and entries (each in a drawer), the way
 * to 录入评分 and 大赛排名, and 发布到门户.
 */
export default function ContestList() {
  const [open, setOpen] = useState<{ drawer: Drawer; edition: ResourceRecord } | null>(null);
  const navigate = useNavigate();
  const can = useResourceAuth(contestEditionResource);
  const link = (path: string, edition: ResourceRecord) =>
    navigate(`/entrepreneurship/${path}?editionId=${encodeURIComponent(edition.id)}`);
  const current = open ? DRAWERS[open.drawer] : null;
  return (
    <>
      <ResourceListPage
        def={contestEditionResource}
        rowActions={(record) => [
          ...(Object.keys(DRAWERS) as Drawer[]).map((drawer) => (
            <Button
              key={drawer}
              type="link"
              size="small"
              onClick={() => setOpen({ drawer, edition: record })}
            >
              {DRAWERS[drawer].label}
            </Button>
          )),
          can('score') && (
            <Button key="score" type="link" size="small" onClick={() => link('scoring', record)}>
              录入评分
            </Button>
          ),
          <Button key="ranking" type="link" size="small" onClick={() => link('ranking', record)}>
            排名
          </Button>,
        ]}
      />
      {current && open && (
        <ChildResourceDrawer
          def={current.def}
          parentId={open.edition.id}
          title={`${current.label}：${String(open.edition.name ?? '')}`}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
