import { recommendRecordResource } from '@vets/contracts';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';

/** 推荐记录: every recommendation pushed to a veteran, with its score then. */
export default function RecommendRecordList() {
  return <ResourceListPage def={recommendRecordResource} />;
}
