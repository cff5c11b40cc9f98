import {
  type ResourceRecord,
  resumeApi,
  resumeEducationResource,
  resumeSkillResource,
  resumeWorkResource,
} from '@vets/contracts';
import { call } from '../../../../api/call';
import {
  type ChildKind,
  ChildRecordsDrawer,
} from '../../../../components/resource/ChildRecordsDrawer';

type HistoryKind = 'education' | 'work' | 'skill';

const KINDS: ReadonlyArray<ChildKind<HistoryKind>> = [
  { kind: 'education', label: '教育经历', def: resumeEducationResource },
  { kind: 'work', label: '工作经历', def: resumeWorkResource },
  { kind: 'skill', label: '技能证书', def: resumeSkillResource },
];

/** A resume's education, work history and certificates, saved together. */
export function ResumeHistoryDrawer({
  resume,
  onClose,
}: {
  resume: ResourceRecord | null;
  onClose(): void;
}) {
  return (
    <ChildRecordsDrawer
      title={`履历：${String(resume?.realName ?? '')}`}
      ownerId={resume ? String(resume.id) : null}
      kinds={KINDS}
      load={async (resumeId) => (await call(resumeApi.history, { query: { resumeId } })).result}
      save={(resumeId, rows) => call(resumeApi.saveHistory, { body: { resumeId, ...rows } })}
      testId="resume"
      onClose={onClose}
    />
  );
}
