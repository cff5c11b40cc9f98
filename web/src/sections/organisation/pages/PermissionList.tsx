import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ORGANISATION_PERMISSIONS } from '@vets/contracts';
import { Button, Card, Divider, Form, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { Authorized, useButtonPermission } from '../../../components/Authorized';
import { PermissionDataRuleDrawer } from '../../../components/DataRule';
import { confirmBatchDelete } from '../../../components/resource/batch-delete';
import { LIST_MESSAGES } from '../../../components/resource/list-messages';
import { SelectionAlert } from '../../../components/resource/SelectionAlert';
import { ui } from '../../../components/ui-bridge';
import { loadPermissions } from '../../../stores/permissions-loader';
import {
  PermissionFormModal,
  type PermissionFormTarget,
} from '../components/permission/PermissionFormModal';
import {
  allIds,
  type PermissionNode,
  permissionApi,
} from '../components/permission/permission-api';
import { permissionColumns } from '../components/permission/permission-columns';

const CODES = {
  add: ORGANISATION_PERMISSIONS.permissionAdd,
  edit: ORGANISATION_PERMISSIONS.permissionEdit,
  delete: ORGANISATION_PERMISSIONS.permissionDelete,
} as const;

/** After a change to menus, the signed-in user's own menu and buttons are fetched again. */
function refreshOwnMenu(): void {
  loadPermissions().catch(() => undefined);
}

/** 菜单管理: the menu and button tree with its add, edit and delete. */
export default function PermissionList() {
  const queryClient = useQueryClient();
  const can = useButtonPermission();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [target, setTarget] = useState<PermissionFormTarget | null>(null);
  const [ruleMenu, setRuleMenu] = useState<PermissionNode | null>(null);

  const list = useQuery({
    queryKey: ['sys', 'permission', 'list', name],
    queryFn: () => permissionApi.list(name || undefined),
  });
  const tree = list.data ?? [];
  // The parent choice always offers the whole tree, whatever the search shows.
  const fullTree = useQuery({
    queryKey: ['sys', 'permission', 'list', ''],
    queryFn: () => permissionApi.list(),
    enabled: target !== null,
  });

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ['sys', 'permission'] });
    refreshOwnMenu();
  };
  const search = (value: string) => {
    const next = value.trim();
    setName(next);
    setSelected([]);
    if (next) {
      void queryClient
        .fetchQuery({
          queryKey: ['sys', 'permission', 'list', next],
          queryFn: () => permissionApi.list(next),
        })
        .then((nodes) => setExpanded(allIds(nodes)))
        .catch(() => undefined);
    }
  };
  const removeOne = async (id: string) => {
    try {
      const res = await permissionApi.remove(id);
      ui().message.success(res.message);
      setSelected((s) => s.filter((x) => x !== id));
      changed();
    } catch {
      // the request layer has warned
    }
  };
  const removeSelected = () =>
    confirmBatchDelete(selected, permissionApi.removeBatch, () => {
      setSelected([]);
      changed();
    });

  const actionColumn = {
    key: 'action',
    title: '操作',
    fixed: 'right' as const,
    width: 300,
    render: (_: unknown, record: PermissionNode) => (
      <Space separator={<Divider orientation="vertical" />} size={0}>
        {can(CODES.edit) && (
          <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', record })}>
            编辑
          </Button>
        )}
        {can(CODES.edit) && record.menuType === 1 && record.perms && (
          <Button type="link" size="small" onClick={() => setRuleMenu(record)}>
            数据规则
          </Button>
        )}
        {can(CODES.add) && record.menuType !== 2 && (
          <Button
            type="link"
            size="small"
            onClick={() => setTarget({ mode: 'add', parentId: record.id, menuType: 1 })}
          >
            添加下级
          </Button>
        )}
        {can(CODES.delete) && (
          <Popconfirm
            title={
              record.children?.length
                ? '将同时删除其下级菜单与按钮，确定删除吗?'
                : LIST_MESSAGES.confirmDelete
            }
            onConfirm={() => removeOne(record.id)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };

  return (
    <Card variant="borderless">
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item label="菜单名称">
          <Input.Search
            id="permission-search-name"
            placeholder="请输入菜单名称"
            allowClear
            enterButton="查询"
            onSearch={search}
            style={{ width: 320 }}
          />
        </Form.Item>
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized code={CODES.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
            新增菜单
          </Button>
        </Authorized>
        <Authorized code={CODES.delete}>
          <Button danger onClick={removeSelected}>
            批量删除
          </Button>
        </Authorized>
        <Button onClick={() => setExpanded(expanded.length ? [] : allIds(tree))}>
          {expanded.length ? '折叠全部' : '展开全部'}
        </Button>
      </Space>
      <SelectionAlert count={selected.length} onClear={() => setSelected([])} />
      <Table<PermissionNode>
        rowKey="id"
        size="middle"
        columns={[...permissionColumns, actionColumn]}
        dataSource={tree}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 1000 }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
        }}
        rowSelection={{
          selectedRowKeys: selected,
          checkStrictly: true,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
      />
      <PermissionDataRuleDrawer
        permissionId={ruleMenu?.id ?? null}
        menuName={ruleMenu?.name}
        onClose={() => setRuleMenu(null)}
      />
      <PermissionFormModal
        target={target}
        tree={fullTree.data ?? tree}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          changed();
        }}
      />
    </Card>
  );
}
