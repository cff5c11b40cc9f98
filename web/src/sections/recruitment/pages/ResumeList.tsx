import { RECRUITMENT_PERMISSIONS, type ResourceRecord, resumeResource } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useButtonPermission } from '../../../components/Authorized';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { MatchDrawer, type MatchTarget } from '../components/match/MatchDrawer';
import { ResumeHistoryDrawer } from '../components/resume/ResumeHistoryDrawer';

/** 简历管理: veterans' resumes, their history sub-tables, and the positions that match each. */
export default function ResumeList() {
  const allowed = useButtonPermission();
  const [history, setHistory] = useState<ResourceRecord | null>(null);
  const [matching, setMatching] = useState<MatchTarget | null>(null);
  return (
    <>
      <ResourceListPage
        def={resumeResource}
        form={{ formColumns: 2, formWidth: 1000 }}
        rowActions={(record) => [
          <Button key="history" type="link" size="small" onClick={() => setHistory(record)}>
            履历
          </Button>,
          allowed(RECRUITMENT_PERMISSIONS.matchQuery) && (
            <Button
              key="match"
              type="link"
              size="small"
              onClick={() =>
                setMatching({ mode: 'positions', id: record.id, name: String(record.realName) })
              }
            >
              匹配岗位
            </Button>
          ),
        ]}
      />
      <ResumeHistoryDrawer resume={history} onClose={() => setHistory(null)} />
      <MatchDrawer target={matching} onClose={() => setMatching(null)} />
    </>
  );
}
