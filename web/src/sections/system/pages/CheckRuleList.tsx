import { checkRuleResource } from '@vets/contracts';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';

/** 校验规则: named rules forms apply through /sys/checkRule/checkByCode. */
export default function CheckRuleList() {
  return <ResourceListPage def={checkRuleResource} form={{ formColumns: 1 }} />;
}
