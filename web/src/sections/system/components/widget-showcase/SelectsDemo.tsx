import { logType, priority as priorityDict, sex as sexDict } from '@vets/contracts';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { AreaLinkage } from '../../../../components/AreaLinkage';
import { DictSelect, DictText } from '../../../../components/DictSelect';
import { FileCell, FileUpload } from '../../../../components/FileUpload';
import { ImageCell, ImageUpload } from '../../../../components/ImageUpload';
import { SearchSelect } from '../../../../components/SearchSelect';
import {
  CategorySelect,
  type TreeLoader,
  type TreeNode,
  TreeSelect,
} from '../../../../components/TreeSelect';

/** A small region-office tree for the tree select, so it works without /sys/dict/loadTreeData. */
const DEMO_TREE: Record<string, { value: string; title: string }[]> = {
  '': [
    { value: 'A01', title: '河北省退役军人就业创业服务中心' },
    { value: 'B01', title: '示例空节点' },
  ],
  A01: [
    { value: 'A01A01', title: '石家庄市退役军人服务中心' },
    { value: 'A01A02', title: '唐山市服务中心' },
  ],
  A01A01: [{ value: 'A01A01A01', title: '长安区服务站' }],
};
const DEMO_TITLES = new Map(
  Object.values(DEMO_TREE)
    .flat()
    .map((n) => [n.value, n.title]),
);

const demoTreeLoader: TreeLoader = async (pid) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return (DEMO_TREE[pid] ?? []).map(
    (n): TreeNode => ({ key: n.value, value: n.value, title: n.title, isLeaf: false }),
  );
};
const demoTextLoader = async (values: string[]) => values.map((v) => DEMO_TITLES.get(v) ?? v);

function Demo({
  title,
  testId,
  value,
  children,
}: {
  title: string;
  testId: string;
  value?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Card size="small" title={title} data-testid={`${testId}-card`}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {children}
        {value !== undefined && (
          <Typography.Text type="secondary">
            值：<code data-testid={`${testId}-value`}>{value}</code>
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/** A demo's value, shown under it for the end-to-end tests. */
function useValue(initial?: string) {
  const [value, setValue] = useState<string | undefined>(initial);
  return [value, (next: string | undefined) => setValue(next)] as const;
}

function DictDemos() {
  const [sex, setSex] = useValue();
  const [priority, setPriority] = useValue('M');
  const [logTypes, setLogTypes] = useValue();
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <Demo title="字典下拉（sex）" testId="dict-select" value={sex ?? ''}>
          <DictSelect
            dictCode={sexDict.code}
            value={sex}
            onChange={setSex}
            data-testid="dict-select"
            style={{ width: 200 }}
          />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="字典单选（priority）" testId="dict-radio" value={priority ?? ''}>
          <DictSelect
            dictCode={priorityDict.code}
            type="radio"
            value={priority}
            onChange={setPriority}
            data-testid="dict-radio"
          />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="字典多选（log_type）" testId="dict-checkbox" value={logTypes ?? ''}>
          <DictSelect
            dictCode={logType.code}
            type="checkbox"
            value={logTypes}
            onChange={setLogTypes}
            data-testid="dict-checkbox"
          />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="字典编码为空" testId="dict-empty">
          <DictSelect dictCode="" data-testid="dict-empty" />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="字典文本（sex：1,2）" testId="dict-text">
          <DictText dictCode={sexDict.code} value="1,2" data-testid="dict-text" />
        </Demo>
      </Col>
    </>
  );
}

function SearchDemos() {
  const [one, setOne] = useValue();
  const [many, setMany] = useValue('sex,priority');
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <Demo title="搜索选择（字典表）" testId="search-select" value={one ?? ''}>
          <SearchSelect
            dict="sys_dict,dictName,dictCode"
            value={one}
            onChange={setOne}
            data-testid="search-select"
            style={{ width: 240 }}
          />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="搜索多选（已有值）" testId="search-select-multi" value={many ?? ''}>
          <SearchSelect
            dict="sys_dict,dictName,dictCode"
            multiple
            value={many}
            onChange={setMany}
            data-testid="search-select-multi"
            style={{ width: 240 }}
          />
        </Demo>
      </Col>
    </>
  );
}

function TreeDemos() {
  const [node, setNode] = useValue('A01A01');
  const [category, setCategory] = useValue();
  const [showCategory, setShowCategory] = useState(false);
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <Demo title="树选择（示例数据，展开时加载）" testId="tree-select" value={node ?? ''}>
          <TreeSelect
            dict="sys_depart,depart_name,org_code"
            pidField="parent_org_code"
            loader={demoTreeLoader}
            textLoader={demoTextLoader}
            value={node}
            onChange={setNode}
            data-testid="tree-select"
            style={{ width: 260 }}
          />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="树选择：condition 不是 JSON" testId="tree-select-bad">
          <TreeSelect
            dict="sys_depart,depart_name,org_code"
            condition="status=1"
            loader={demoTreeLoader}
            data-testid="tree-select-bad"
            style={{ width: 260 }}
          />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="分类字典树" testId="category-select" value={category ?? ''}>
          <CategorySelect
            condition="{bad"
            data-testid="category-select-bad"
            style={{ width: 260 }}
          />
          {showCategory ? (
            <CategorySelect
              value={category}
              onChange={setCategory}
              data-testid="category-select"
              style={{ width: 260 }}
            />
          ) : (
            <Button data-testid="category-load" onClick={() => setShowCategory(true)}>
              加载分类树
            </Button>
          )}
        </Demo>
      </Col>
    </>
  );
}

function AreaDemos() {
  const [cascade, setCascade] = useValue('130102');
  const [selects, setSelects] = useValue();
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <Demo title="省市区（级联）" testId="area-cascader" value={cascade ?? ''}>
          <AreaLinkage
            value={cascade}
            onChange={setCascade}
            data-testid="area-cascader"
            style={{ width: 280 }}
          />
        </Demo>
      </Col>
      <Col xs={24} xl={16}>
        <Demo title="省市区（下拉）" testId="area-select" value={selects ?? ''}>
          <AreaLinkage
            type="select"
            value={selects}
            onChange={setSelects}
            data-testid="area-select"
          />
        </Demo>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Demo title="省市区：错误的 type" testId="area-bad">
          <AreaLinkage type="tree" data-testid="area-bad" />
        </Demo>
      </Col>
    </>
  );
}

function UploadDemos() {
  const [images, setImages] = useValue();
  const [files, setFiles] = useValue();
  const [cellImages, setCellImages] = useValue();
  const [cellFile, setCellFile] = useValue();
  return (
    <>
      <Col xs={24} md={12}>
        <Demo title="图片上传（最多 3 张）" testId="image-upload" value={images ?? ''}>
          <ImageUpload number={3} value={images} onChange={setImages} data-testid="image-upload" />
        </Demo>
      </Col>
      <Col xs={24} md={12}>
        <Demo title="文件上传" testId="file-upload" value={files ?? ''}>
          <FileUpload value={files} onChange={setFiles} data-testid="file-upload" />
        </Demo>
      </Col>
      <Col xs={24} md={12}>
        <Demo title="表格图片单元格" testId="image-cell" value={cellImages ?? ''}>
          <ImageCell value={cellImages} onChange={setCellImages} data-testid="image-cell" />
        </Demo>
      </Col>
      <Col xs={24} md={12}>
        <Demo title="表格文件单元格" testId="file-cell" value={cellFile ?? ''}>
          <FileCell value={cellFile} onChange={setCellFile} data-testid="file-cell" />
        </Demo>
      </Col>
    </>
  );
}

/** 选择与上传: dictionary, search, tree, category and area selects, and the upload widgets. */
export default function SelectsDemo() {
  return (
    <div data-testid="SelectsDemo">
      <Row gutter={[16, 16]}>
        <DictDemos />
        <SearchDemos />
        <TreeDemos />
        <AreaDemos />
        <UploadDemos />
      </Row>
    </div>
  );
}
