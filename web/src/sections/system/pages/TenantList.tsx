import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointResult, SYSTEM_PERMISSIONS, tenantApi } from '@vets/contracts';
import {
  Button,
  Card,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ui } from '../../../app/ui-bridge';
import { useButtonPermission } from '../../../components/Authorized';

type Tenant = EndpointResult<typeof tenantApi.list>[number];

interface TenantForm {
  id: number;
  name: string;
  status: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const KEY = ['sys-tenants'];
const DAY = 'YYYY-MM-DD';

/** 租户管理: the tenants users may act in (X-Tenant-Id); tenant 0 is everyone's default. */
export default function TenantList() {
  const allowed = useButtonPermission();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TenantForm>();
  const [editing, setEditing] = useState<Tenant | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const tenants = useQuery({
    queryKey: KEY,
    queryFn: async () => (await call(tenantApi.list, {})).result,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const open = (tenant: Tenant | 'new') => {
    setEditing(tenant);
    form.resetFields();
    if (tenant !== 'new') {
      form.setFieldsValue({
        ...tenant,
        range: [
          tenant.beginDate ? dayjs(tenant.beginDate) : null,
          tenant.endDate ? dayjs(tenant.endDate) : null,
        ],
      });
    }
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      id: values.id,
      name: values.name,
      // the radio offers '1' and '0' only
      status: values.status as '0' | '1',
      beginDate: values.range?.[0]?.format(DAY) ?? null,
      endDate: values.range?.[1]?.format(DAY) ?? null,
    };
    setSaving(true);
    try {
      const res =
        editing === 'new'
          ? await call(tenantApi.add, { body })
          : await call(tenantApi.edit, { body });
      ui().message.success(res.message);
      setEditing(null);
      refresh();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  const remove = async (id: number) => {
    try {
      ui().message.success((await call(tenantApi.delete, { query: { id } })).message);
      refresh();
    } catch {
      // the request layer has shown the server's message
    }
  };

  return (
    <Card variant="borderless">
      {allowed(SYSTEM_PERMISSIONS.tenantAdd) && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open('new')}
          style={{ marginBottom: 16 }}
        >
          新增租户
        </Button>
      )}
      <Table<Tenant>
        rowKey="id"
        size="middle"
        loading={tenants.isLoading}
        dataSource={tenants.data ?? []}
        pagination={false}
        columns={[
          { title: '租户编号', dataIndex: 'id', width: 110 },
          { title: '租户名称', dataIndex: 'name' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (v: string) => (
              <Tag color={v === '1' ? 'green' : 'default'}>{v === '1' ? '正常' : '冻结'}</Tag>
            ),
          },
          { title: '开始日期', dataIndex: 'beginDate', width: 130 },
          { title: '结束日期', dataIndex: 'endDate', width: 130 },
          {
            title: '操作',
            key: 'action',
            width: 150,
            render: (_: unknown, tenant) =>
              tenant.id === 0 ? null : (
                <Space separator={<Divider orientation="vertical" />} size={0}>
                  {allowed(SYSTEM_PERMISSIONS.tenantEdit) && (
                    <Button type="link" size="small" onClick={() => open(tenant)}>
                      编辑
                    </Button>
                  )}
                  {allowed(SYSTEM_PERMISSIONS.tenantDelete) && (
                    <Popconfirm title="确定删除吗?" onConfirm={() => remove(tenant.id)}>
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '新增租户' : '编辑租户'}
        open={editing !== null}
        confirmLoading={saving}
        onOk={submit}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form
          form={form}
          name="form_tenant"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 17 }}
          initialValues={{ status: '1' }}
        >
          <Form.Item
            name="id"
            label="租户编号"
            rules={[{ required: true, message: '请输入租户编号' }]}
          >
            <InputNumber
              min={1}
              precision={0}
              disabled={editing !== 'new'}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label="租户名称"
            rules={[{ required: true, message: '请输入租户名称' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Radio.Group
              options={[
                { value: '1', label: '正常' },
                { value: '0', label: '冻结' },
              ]}
            />
          </Form.Item>
          <Form.Item name="range" label="有效期">
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
