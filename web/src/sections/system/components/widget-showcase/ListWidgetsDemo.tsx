import { positionResource } from '@vets/contracts';
import { Typography } from 'antd';
import { ResourceListPage } from '../../../../components/resource/ResourceListPage';

/**
 * The list widgets in place: search form, table, toolbar, modal form, 详细信息, 导入EXCEL and
 * 高级查询构造器, on the system positions resource.
 */
export default function ListWidgetsDemo() {
  return (
    <div data-testid="ListWidgetsDemo">
      <Typography.Paragraph type="secondary">
        标准列表页由资源定义生成：查询表单、表格、工具栏、新增/编辑表单、详细信息、导入与高级查询。
      </Typography.Paragraph>
      <ResourceListPage def={positionResource} pageKey="showcase-position" bare />
    </div>
  );
}
