import { categoryResource } from '@vets/contracts';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { CategorySelect } from '../../../components/TreeSelect';

/**
 * 分类字典: categories sorted by their nested codes (A01, A01A01 …), so the list reads as the
 * tree; the parent is chosen in the category tree and the code is generated under it.
 */
export default function CategoryList() {
  return (
    <ResourceListPage
      def={categoryResource}
      form={{ fieldControls: { pid: <CategorySelect placeholder="不选为顶级分类" /> } }}
    />
  );
}
