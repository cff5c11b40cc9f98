import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Divider,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { departRoleGrants, RolePermissionDrawer } from '../../../../components/RolePermission';
import { ui } from '../../../../components/ui-bridge';
import { type DepartRole, departRoleApi } from './depart-role-api';

interface DepartRoleDrawerProps {
  depart: { id: string; departName: string } | null;
  onClose(): void;
}

/** 部门角色 of one department: the roles, their grants within the department, and who holds them. */
export function DepartRoleDrawer({ depart, onClose }: DepartRoleDrawerProps) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ roleName: string; roleCode: string }>();
  const [granting, setGranting] = useState<DepartRole | null>(null);
  const [userId, setUserId] = useState<string | undefined>();
  const [held, setHeld] = useState<string[]>([]);
  const departId = depart?.id ?? '';
  const rolesKey = ['depart-roles', departId];
  const roles = useQuery({
    queryKey: rolesKey,
    queryFn: () => departRoleApi.list(departId),
    enabled: Boolean(depart),
  });
  const members = useQuery({
    queryKey: ['depart-members', departId],
    queryFn: () => departRoleApi.members(departId),
    enabled: Boolean(depart),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: rolesKey });

  useEffect(() => {
    setHeld([]);
    if (!depart || !userId) return;
    departRoleApi
      .rolesOfUser(depart.id, userId)
      .then((r) => setHeld(r.userRoleIds))
      .catch(() => undefined);
  }, [depart, userId]);

  const add = async (values: { roleName: string; roleCode: string }) => {
    try {
      ui().message.success((await departRoleApi.add({ departId, ...values })).message);
      form.resetFields();
      refresh();
    } catch {
      // the request layer has shown the server's message
    }
  };
  const remove = async (id: string) => {
    try {
      ui().message.success((await departRoleApi.remove(id)).message);
      refresh();
    } catch {
      // the request layer has shown the server's message
    }
  };
  const saveHeld = async () => {
    if (!userId) return;
    try {
      ui().message.success((await departRoleApi.setRolesOfUser(departId, userId, held)).message);
    } catch {
      // the request layer has shown the server's message
    }
  };

  return (
    <Drawer
      title={`部门角色：${depart?.departName ?? ''}`}
      open={depart !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
    >
      <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="roleName" rules={[{ required: true, message: '请输入部门角色名称' }]}>
          <Input placeholder="角色名称" />
        </Form.Item>
        <Form.Item name="roleCode" rules={[{ required: true, message: '请输入角色编码' }]}>
          <Input placeholder="角色编码" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          新增角色
        </Button>
      </Form>
      <Table<DepartRole>
        rowKey="id"
        size="small"
        loading={roles.isLoading}
        dataSource={roles.data ?? []}
        pagination={false}
        columns={[
          { title: '角色名称', dataIndex: 'roleName' },
          { title: '角色编码', dataIndex: 'roleCode' },
          {
            title: '操作',
            key: 'action',
            width: 140,
            render: (_: unknown, role) => (
              <Space separator={<Divider orientation="vertical" />} size={0}>
                <Button type="link" size="small" onClick={() => setGranting(role)}>
                  授权
                </Button>
                <Popconfirm title="确定删除吗?" onConfirm={() => remove(role.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Divider />
      <Typography.Title level={5}>用户的部门角色</Typography.Title>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择本机构的用户"
          style={{ width: 320 }}
          value={userId}
          onChange={setUserId}
          loading={members.isLoading}
          options={(members.data ?? []).map((u) => ({
            value: u.id,
            label: `${u.realname}（${u.username}）`,
          }))}
        />
        {userId && (
          <>
            <Checkbox.Group
              value={held}
              onChange={(values) => setHeld(values as string[])}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
            />
            <Button type="primary" onClick={saveHeld}>
              保存用户的部门角色
            </Button>
          </>
        )}
      </Space>
      {granting && (
        <RolePermissionDrawer
          roleId={null}
          roleName={`部门角色：${granting.roleName}`}
          title="部门角色授权"
          open
          source={departRoleGrants(departId, granting.id)}
          onClose={() => setGranting(null)}
        />
      )}
    </Drawer>
  );
}
