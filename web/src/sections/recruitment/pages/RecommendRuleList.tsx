import { recommendRuleResource } from '@vets/contracts';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';

/** 推荐规则: the matching criteria's weights; enabling one rule disables the others. */
export default function RecommendRuleList() {
  return <ResourceListPage def={recommendRuleResource} form={{ formColumns: 2, formWidth: 860 }} />;
}
