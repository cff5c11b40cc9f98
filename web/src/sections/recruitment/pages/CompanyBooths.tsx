import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  boothStatus,
  COMPANY_BOOTH_PERMISSION,
  companyBoothApi,
  type EndpointResult,
} from '@vets/contracts';
import { Alert, Button, Card, Form, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../api/call';
import { useButtonPermission } from '../../../components/Authorized';
import { ui } from '../../../components/ui-bridge';

type Fair = EndpointResult<typeof companyBoothApi.fairs>[number];

const STATUS_COLORS: Record<string, string> = {
  [boothStatus.values.pending]: 'processing',
  [boothStatus.values.approved]: 'success',
  [boothStatus.values.rejected]: 'error',
};
const QUERY_KEY = ['company-booths'];

function BoothCell({ booth }: { booth: Fair['booth'] }) {
  if (!booth) return <span style={{ color: 'rgba(0,0,0,0.45)' }}>未申请</span>;
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={STATUS_COLORS[booth.status]}>{booth.status_dictText}</Tag>
      {booth.boothNo && <span>展位号：{booth.boothNo}</span>}
      {booth.auditReason && <span>驳回原因：{booth.auditReason}</span>}
      <span>参会岗位：{booth.positionTitles.join('、') || '—'}</span>
    </Space>
  );
}

/** The dialog of 申请展位: the company's published positions to bring to the fair. */
function ApplyModal({ fair, onClose }: { fair: Fair | null; onClose(): void }) {
  const [form] = Form.useForm<{ positionIds: string[] }>();
  const queryClient = useQueryClient();
  const positions = useQuery({
    queryKey: ['company-booth-positions'],
    enabled: Boolean(fair),
    queryFn: async () => (await call(companyBoothApi.positions, {})).result,
  });
  const apply = useMutation({
    mutationFn: (positionIds: string[]) =>
      call(companyBoothApi.apply, { body: { fairId: String(fair?.id), positionIds } }),
    onSuccess: async (res) => {
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      onClose();
    },
  });
  return (
    <Modal
      title={`申请展位：${fair?.title ?? ''}`}
      open={Boolean(fair)}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={apply.isPending}
      destroyOnHidden
    >
      {positions.data?.length === 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="本企业还没有已发布的岗位，请先在“招聘岗位”中发布岗位"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => apply.mutate(values.positionIds)}
        preserve={false}
      >
        <Form.Item
          name="positionIds"
          label="参会岗位"
          rules={[{ required: true, message: '请选择参会岗位' }]}
        >
          <Select
            id="booth-positions"
            mode="multiple"
            loading={positions.isLoading}
            placeholder="请选择本企业已发布的岗位"
            options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
            optionFilterProp="label"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 参会申请: the fairs a company may take a booth at, and what became of its applications. */
export default function CompanyBooths() {
  const allowed = useButtonPermission();
  const may = allowed(COMPANY_BOOTH_PERMISSION);
  const queryClient = useQueryClient();
  const [applying, setApplying] = useState<Fair | null>(null);
  const fairs = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await call(companyBoothApi.fairs, {})).result,
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => call(companyBoothApi.withdraw, { body: { id } }),
    onSuccess: async (res) => {
      ui().message.success(res.message);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });

  const columns: ColumnsType<Fair> = [
    { title: '招聘会名称', dataIndex: 'title' },
    { title: '举办方式', dataIndex: 'fairType_dictText', responsive: ['md'] },
    { title: '举办地点', dataIndex: 'venue', responsive: ['lg'], render: (v) => v ?? '—' },
    {
      title: '举办时间',
      key: 'time',
      responsive: ['md'],
      render: (_, f) => `${f.startTime.slice(0, 16)} 至 ${f.endTime.slice(0, 16)}`,
    },
    {
      title: '报名截止',
      dataIndex: 'regDeadline',
      responsive: ['lg'],
      render: (v: string | null) => v?.slice(0, 16) ?? '—',
    },
    { title: '我的申请', key: 'booth', render: (_, f) => <BoothCell booth={f.booth} /> },
    {
      title: '操作',
      key: 'actions',
      render: (_, f) => {
        if (!may) return null;
        if (!f.booth)
          return f.open ? (
            <Button type="link" size="small" onClick={() => setApplying(f)}>
              申请展位
            </Button>
          ) : (
            <span style={{ color: 'rgba(0,0,0,0.45)' }}>报名已截止</span>
          );
        if (f.booth.status !== boothStatus.values.pending) return null;
        const id = f.booth.id;
        return (
          <Popconfirm title="确定撤回该展位申请吗？" onConfirm={() => withdraw.mutate(id)}>
            <Button type="link" size="small" danger>
              撤回
            </Button>
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <Card title="参会申请">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="选择本企业已发布的岗位申请招聘会展位，服务中心审核通过后安排展位号。待审核的申请可以撤回后重新申请。"
      />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={fairs.data ?? []}
        loading={fairs.isLoading}
        pagination={false}
        locale={{ emptyText: '暂无可申请展位的招聘会' }}
      />
      <ApplyModal fair={applying} onClose={() => setApplying(null)} />
    </Card>
  );
}
