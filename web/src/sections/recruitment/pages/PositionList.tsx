import {
  jobPositionResource,
  positionStatus,
  RECRUITMENT_PERMISSIONS,
  type ResourceRecord,
} from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useButtonPermission } from '../../../components/Authorized';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { withStatusTag } from '../components/company/status-column';
import { FavoriteButton } from '../components/favorite/FavoriteButton';
import { MatchDrawer, type MatchTarget } from '../components/match/MatchDrawer';

const S = positionStatus.values;
const STATUS_COLORS = {
  [S.draft]: 'default',
  [S.published]: 'green',
  [S.closed]: 'orange',
  [S.expired]: 'red',
};

/** 招聘岗位: positions (publish and close are their transitions) and the resumes that match each. */
export default function PositionList() {
  const allowed = useButtonPermission();
  const [matching, setMatching] = useState<MatchTarget | null>(null);
  return (
    <>
      <ResourceListPage
        def={jobPositionResource}
        columns={withStatusTag('status', STATUS_COLORS)}
        form={{ formColumns: 2, formWidth: 960 }}
        rowActions={(record: ResourceRecord) => {
          return [
            allowed(RECRUITMENT_PERMISSIONS.matchQuery) && (
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
            allowed(RECRUITMENT_PERMISSIONS.favoriteAdd) && (
              <FavoriteButton key="fav" targetType="position" targetId={record.id} />
            ),
          ];
        }}
      />
      <MatchDrawer target={matching} onClose={() => setMatching(null)} />
    </>
  );
}
