import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyAuditStatus,
  companyEvaluationResource,
  companyResource,
  permissionCode,
  type ResourceRecord,
} from '@vets/contracts';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useButtonPermission } from '../../../components/Authorized';
import { RecordDescriptions } from '../../../components/resource/DetailModal';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { resourceApi } from '../../../components/resource/resource-api';
import { loadCompanyApproval } from '../../../layouts/DepartSwitchModal';
import { useSession } from '../../../stores/session';

const STATUS_ALERTS: Record<string, { type: 'info' | 'success' | 'error'; title: string }> = {
  [companyAuditStatus.values.pending]: {
    type: 'info',
    title: '企业信息已提交，正在等待服务站审核。审核通过后即可发布岗位、安排面试。',
  },
  [companyAuditStatus.values.approved]: {
    type: 'success',
    title: '企业已通过审核，可以发布岗位。修改企业名称或统一社会信用代码后需要重新审核。',
  },
  [companyAuditStatus.values.rejected]: {
    type: 'error',
    title: '企业审核未通过，请按驳回原因修改企业信息，保存后将重新提交审核。',
  },
};

/** 企业信息: a company user's own company, its approval, and what staff and veterans said of it. */
export default function CompanyInfo() {
  const companyId = useSession((s) => s.userInfo?.companyId ?? null);
  const allowed = useButtonPermission();
  const api = useMemo(() => resourceApi(companyResource), []);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ResourceRecord | null>(null);
  const company = useQuery({
    queryKey: ['company-info', companyId],
    enabled: Boolean(companyId),
    queryFn: async () => {
      const record = await api.queryById(String(companyId));
      void loadCompanyApproval(record.id);
      return record;
    },
  });

  if (!companyId)
    return (
      <Card title="企业信息">
        <Alert
          type="warning"
          showIcon
          title="您的账号尚未关联企业"
          description="注册时填写的企业已在系统中登记。服务站核实您的身份后会为账号关联该企业，届时即可在此查看和维护企业信息。"
        />
      </Card>
    );
  if (!company.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const record = company.data;
  const status = STATUS_ALERTS[String(record.auditStatus ?? '')];
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Card
        title="企业信息"
        extra={
          allowed(permissionCode(companyResource, 'edit')) && (
            <Button type="primary" onClick={() => setEditing(record)}>
              编辑企业信息
            </Button>
          )
        }
      >
        {status && (
          <Alert
            type={status.type}
            showIcon
            style={{ marginBottom: 16 }}
            title={`审核状态：${String(record.auditStatus_dictText ?? '')}`}
            description={
              record.auditReason
                ? `${status.title}驳回原因：${String(record.auditReason)}`
                : status.title
            }
          />
        )}
        <RecordDescriptions def={companyResource} record={record} columns={2} />
      </Card>
      {allowed(permissionCode(companyEvaluationResource, 'list')) && (
        <Card title="企业评价">
          <ResourceListPage def={companyEvaluationResource} fixedParams={{ companyId }} bare />
        </Card>
      )}
      <ResourceFormModal
        def={companyResource}
        api={api}
        target={editing ? { mode: 'edit', record: editing } : null}
        overrides={{ formColumns: 2, formWidth: 960 }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: ['company-info', companyId] });
        }}
      />
    </Space>
  );
}
