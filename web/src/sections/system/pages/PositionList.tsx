import { positionResource } from '@vets/contracts';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';

/** 职务管理: system positions, entirely from the definition. */
export default function PositionList() {
  return <ResourceListPage def={positionResource} />;
}
