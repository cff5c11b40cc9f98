import { mentorResource, projectResource, type ResourceRecord } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { ChildResourceDrawer } from '../../../../components/resource/ChildResourceDrawer';
import { ResourceListPage } from '../../../../components/resource/ResourceListPage';

/** 创业项目: ventures by stage and funding need, each with its mentors. */
export default function ProjectList() {
  const [mentors, setMentors] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={projectResource}
        rowActions={(record) => [
          <Button key="mentors" type="link" size="small" onClick={() => setMentors(record)}>
            创业导师
          </Button>,
        ]}
      />
      <ChildResourceDrawer
        def={mentorResource}
        parentId={mentors?.id ?? null}
        title={`创业导师：${String(mentors?.projectName ?? '')}`}
        onClose={() => setMentors(null)}
      />
    </>
  );
}
