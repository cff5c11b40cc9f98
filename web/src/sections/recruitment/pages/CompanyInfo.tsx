import {
  companyAuditStatus,
  companyEvaluationResource,
  companyResource,
  permissionCode,
  type ResourceRecord,
} from '@vets/contracts';
import { Alert, Card, Space } from 'antd';
import { useButtonPermission } from '../../../components/Authorized';
import { OwnRecordCard } from '../../../components/resource/OwnRecordCard';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
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
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <OwnRecordCard
        def={companyResource}
        id={companyId}
        title="企业信息"
        missing={{
          title: '您的账号尚未关联企业',
          description:
            '注册时填写的企业已在系统中登记。服务站核实您的身份后会为账号关联该企业，届时即可在此查看和维护企业信息。',
        }}
        onLoaded={(record) => void loadCompanyApproval(record.id)}
        banner={(record) => <ApprovalBanner record={record} />}
      />
      {companyId && allowed(permissionCode(companyEvaluationResource, 'list')) && (
        <Card title="企业评价">
          <ResourceListPage def={companyEvaluationResource} fixedParams={{ companyId }} bare />
        </Card>
      )}
    </Space>
  );
}

function ApprovalBanner({ record }: { record: ResourceRecord }) {
  const status = STATUS_ALERTS[String(record.auditStatus ?? '')];
  if (!status) return null;
  return (
    <Alert
      type={status.type}
      showIcon
      style={{ marginBottom: 16 }}
      title={`审核状态：${String(record.auditStatus_dictText ?? '')}`}
      description={
        record.auditReason ? `${status.title}驳回原因：${String(record.auditReason)}` : status.title
      }
    />
  );
}
