import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  departApi,
  departResource,
  type EndpointResult,
  orgCategory,
  type ResourceRecord,
} from '@vets/contracts';
import {
  Button,
  Card,
  Divider,
  Input,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { call } from '../../../api/call';
import { DictText } from '../../../components/DictSelect';
import { departGrants, RolePermissionDrawer } from '../../../components/RolePermission';
import { type FormTarget, ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { resourceApi } from '../../../components/resource/resource-api';
import { useResourceAuth } from '../../../components/resource/use-resource-auth';
import { ui } from '../../../components/ui-bridge';
import { DepartRoleDrawer } from '../components/depart/DepartRoleDrawer';

type DepartNode = EndpointResult<typeof departApi.queryTreeList>[number];

const TREE_KEY = ['sys-depart-tree'];
const FORM_FIELDS = ['departName', 'orgCategory', 'regionCode', 'departOrder'];

/** Departments whose name contains `text`, with the ancestors that lead to them. */
function filterTree(nodes: DepartNode[], text: string): DepartNode[] {
  return nodes.flatMap((n) => {
    const children = n.children ? filterTree(n.children, text) : [];
    if (n.departName.includes(text) || children.length) {
      return [{ ...n, ...(children.length ? { children } : { children: undefined }) }];
    }
    return [];
  });
}

/** 部门管理: the service offices and sections as a tree; add below, edit, delete. */
export default function DepartList() {
  const api = useMemo(() => resourceApi(departResource), []);
  const can = useResourceAuth(departResource);
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [parent, setParent] = useState<DepartNode | null>(null);
  const [grantFor, setGrantFor] = useState<DepartNode | null>(null);
  const [rolesFor, setRolesFor] = useState<DepartNode | null>(null);
  const tree = useQuery({
    queryKey: TREE_KEY,
    queryFn: async () => (await call(departApi.queryTreeList, {})).result,
  });
  const shown = useMemo(
    () => (keyword ? filterTree(tree.data ?? [], keyword) : (tree.data ?? [])),
    [tree.data, keyword],
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TREE_KEY });

  const addUnder = (node: DepartNode | null) => {
    setParent(node);
    setTarget({ mode: 'add' });
  };
  const remove = async (node: DepartNode) => {
    try {
      const res = await api.remove(node.id);
      ui().message.success(res.message);
      refresh();
    } catch {
      // the request layer has shown the server's message
    }
  };

  const columns: TableColumnsType<DepartNode> = [
    { title: '机构名称', dataIndex: 'departName' },
    { title: '机构编码', dataIndex: 'orgCode', width: 200 },
    {
      title: '机构类别',
      dataIndex: 'orgCategory',
      width: 120,
      render: (value: string) => <DictText dictCode={orgCategory.code} value={value} />,
    },
    { title: '排序', dataIndex: 'departOrder', width: 80 },
    {
      title: '操作',
      key: 'action',
      width: 380,
      render: (_: unknown, node) => (
        <Space separator={<Divider orientation="vertical" />} size={0}>
          {can('add') && (
            <Button type="link" size="small" onClick={() => addUnder(node)}>
              添加下级
            </Button>
          )}
          {can('authorize') && (
            <Button type="link" size="small" onClick={() => setGrantFor(node)}>
              机构权限
            </Button>
          )}
          {can('role') && (
            <Button type="link" size="small" onClick={() => setRolesFor(node)}>
              部门角色
            </Button>
          )}
          {can('edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                setParent(null);
                setTarget({ mode: 'edit', record: node as unknown as ResourceRecord });
              }}
            >
              编辑
            </Button>
          )}
          {can('delete') && (
            <Popconfirm title="确定删除吗?" onConfirm={() => remove(node)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Space style={{ marginBottom: 16 }} wrap>
        {can('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => addUnder(null)}>
            新增机构
          </Button>
        )}
        <Input.Search
          allowClear
          placeholder="请输入机构名称"
          onSearch={setKeyword}
          style={{ width: 260 }}
          data-testid="depart-search"
        />
      </Space>
      <Table<DepartNode>
        rowKey="id"
        size="middle"
        loading={tree.isLoading}
        columns={columns}
        dataSource={shown}
        pagination={false}
        expandable={{ defaultExpandedRowKeys: shown.slice(0, 1).map((n) => n.id) }}
        scroll={{ x: 800 }}
      />
      {grantFor && (
        <RolePermissionDrawer
          roleId={null}
          roleName={`机构：${grantFor.departName}`}
          title="机构权限配置"
          open
          source={departGrants(grantFor.id)}
          onClose={() => setGrantFor(null)}
        />
      )}
      <DepartRoleDrawer depart={rolesFor} onClose={() => setRolesFor(null)} />
      <ResourceFormModal
        def={departResource}
        api={api}
        target={target}
        fixedValues={parent ? { parentId: parent.id } : undefined}
        overrides={{ formFields: FORM_FIELDS }}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          refresh();
        }}
      />
    </Card>
  );
}
