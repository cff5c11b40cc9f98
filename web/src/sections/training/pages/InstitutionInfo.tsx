import { institutionResource } from '@vets/contracts';
import { OwnRecordCard } from '../../../components/resource/OwnRecordCard';
import { useSession } from '../../../stores/session';

/** 机构信息: an institution account's own institution. */
export default function InstitutionInfo() {
  const institutionId = useSession((s) => s.userInfo?.companyId ?? null);
  return (
    <OwnRecordCard
      def={institutionResource}
      id={institutionId}
      title="机构信息"
      missing={{
        title: '您的账号尚未关联培训机构',
        description: '请联系退役军人服务中心，在“培训机构”中为您的机构开通账号。',
      }}
    />
  );
}
