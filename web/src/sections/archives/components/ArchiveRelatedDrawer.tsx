import {
  type ArchiveRelatedKind,
  archiveEmploymentResource,
  archiveFamilyResource,
  archiveRelatedApi,
  archiveSkillResource,
  archiveTrainingResource,
  type ResourceRecord,
} from '@vets/contracts';
import { call } from '../../../api/call';
import {
  type ChildKind,
  ChildRecordsDrawer,
} from '../../../components/resource/ChildRecordsDrawer';

const KINDS: ReadonlyArray<ChildKind<ArchiveRelatedKind>> = [
  { kind: 'family', label: '家庭成员', def: archiveFamilyResource },
  { kind: 'skill', label: '技能证书', def: archiveSkillResource },
  { kind: 'training', label: '培训记录', def: archiveTrainingResource },
  { kind: 'employment', label: '就业记录', def: archiveEmploymentResource },
];

/** 相关记录: an archive's family members, skills, training and employment records. */
export function ArchiveRelatedDrawer({
  archive,
  editable,
  onClose,
}: {
  archive: ResourceRecord | null;
  /** Whether the user may edit the archive; otherwise the grids are read-only. */
  editable: boolean;
  onClose(): void;
}) {
  return (
    <ChildRecordsDrawer
      title={`相关记录：${String(archive?.realName ?? '')}`}
      ownerId={archive ? String(archive.id) : null}
      kinds={KINDS}
      load={async (archiveId) =>
        (await call(archiveRelatedApi.related, { query: { archiveId } })).result
      }
      save={(archiveId, rows) =>
        call(archiveRelatedApi.saveRelated, { body: { archiveId, ...rows } })
      }
      editable={editable}
      width={1100}
      testId="archive"
      onClose={onClose}
    />
  );
}
