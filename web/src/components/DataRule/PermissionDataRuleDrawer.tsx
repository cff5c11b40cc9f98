import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DATA_RULE_CONDITIONS, isDataRuleCondition } from '@vets/contracts';
import { Button, Divider, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ui } from '../ui-bridge';
import { DataRuleFormModal } from './DataRuleFormModal';
import { type DataRule, dataRuleApi } from './data-rule-api';

export interface PermissionDataRuleDrawerProps {
  /** The menu whose rules are managed; null closes the drawer. */
  permissionId: string | null;
  menuName?: string;
  onClose(): void;
}

/** 数据规则 of one menu: conditions that roles can then apply to the menu's list. */
export function PermissionDataRuleDrawer({
  permissionId,
  menuName,
  onClose,
}: PermissionDataRuleDrawerProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Partial<DataRule> | null>(null);
  const key = ['data-rules', permissionId];
  const rules = useQuery({
    queryKey: key,
    queryFn: () => dataRuleApi.list(permissionId!),
    enabled: permissionId !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const remove = async (id: string) => {
    try {
      ui().message.success((await dataRuleApi.remove(id)).message);
      refresh();
    } catch {
      // the request layer has shown the server's message
    }
  };

  return (
    <Drawer
      title={`数据规则：${menuName ?? ''}`}
      open={permissionId !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing({})}
        style={{ marginBottom: 12 }}
      >
        新增规则
      </Button>
      <Table<DataRule>
        rowKey="id"
        size="small"
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        pagination={false}
        columns={[
          { title: '规则名称', dataIndex: 'ruleName' },
          { title: '规则字段', dataIndex: 'ruleColumn' },
          {
            title: '条件',
            dataIndex: 'ruleConditions',
            render: (v: string) => (isDataRuleCondition(v) ? DATA_RULE_CONDITIONS[v].label : v),
          },
          { title: '规则值', dataIndex: 'ruleValue' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 70,
            render: (v: string) => (
              <Tag color={v === '1' ? 'green' : 'default'}>{v === '1' ? '有效' : '无效'}</Tag>
            ),
          },
          {
            title: '操作',
            key: 'action',
            width: 130,
            render: (_: unknown, rule) => (
              <Space separator={<Divider orientation="vertical" />} size={0}>
                <Button type="link" size="small" onClick={() => setEditing(rule)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除吗?" onConfirm={() => remove(rule.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {permissionId && (
        <DataRuleFormModal
          permissionId={permissionId}
          rule={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Drawer>
  );
}
