import {
  type EndpointResult,
  ROLE_COMPANY_USER,
  ROLE_EDUCATION_USER,
  userApi,
} from '@vets/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../api/call';
import { http } from '../api/request';
import { systemApi } from '../api/system';
import { ui } from '../components/ui-bridge';
import { useSession } from '../stores/session';
import { STORAGE_KEYS, storage } from '../stores/storage';

const NO_DEPART_MESSAGE = '您尚未设置部门信息!';

/** Stores the company's approval status under liustate (company users: institutions have none). */
export function loadCompanyApproval(companyId: string): Promise<void> {
  return http
    .get<{ approvalStatus?: string }>(
      '/company/companyInfo/queryById',
      { id: companyId },
      { silent: true },
    )
    .then((res) => storage.set(STORAGE_KEYS.companyApproval, res.result.approvalStatus ?? ''))
    .catch(() => undefined);
}

const isEnterprise = (roles: readonly string[] | undefined) =>
  Boolean(roles?.some((r) => r === ROLE_COMPANY_USER || r === ROLE_EDUCATION_USER));

/**
 * 切换部门. Opens on its own for a user without an org code. Company and education users have no
 * departments: for them it loads their company's approval status and stores it as liustate.
 */
export function DepartSwitchModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useSession((s) => s.userInfo);
  const setUserInfo = useSession((s) => s.setUserInfo);
  const [departs, setDeparts] = useState<
    EndpointResult<typeof userApi.getCurrentUserDeparts>['list'] | null
  >(null);
  const [orgCode, setOrgCode] = useState<string | undefined>();
  const [error, setError] = useState(false);
  const [saving, setSaving] = useState(false);
  const enterprise = isEnterprise(user?.roleCodes);

  useEffect(() => {
    if (!open || !user) return;
    setError(false);
    if (enterprise) {
      if (user.companyId && user.roleCodes?.includes(ROLE_COMPANY_USER))
        void loadCompanyApproval(user.companyId);
      return;
    }
    systemApi
      .currentUserDeparts()
      .then((res) => {
        setDeparts(res.result.list);
        setOrgCode(res.result.orgCode ?? undefined);
        if (!res.result.list.length) ui().message.warning(NO_DEPART_MESSAGE);
      })
      .catch(() => setDeparts([]));
  }, [open, user, enterprise]);

  const submit = async () => {
    if (enterprise) {
      onClose();
      return;
    }
    if (!orgCode) {
      setError(true);
      return;
    }
    setSaving(true);
    try {
      const res = await call(userApi.selectDepart, {
        body: { orgCode, username: user?.username },
      });
      setUserInfo(res.result.userInfo);
      ui().message.success(res.message);
      onClose();
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={enterprise ? '企业信息' : '切换部门'}
      open={open}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {enterprise ? (
        <Alert
          type="info"
          showIcon
          title="企业和培训机构用户无需选择部门，企业的审核状态已读取。"
        />
      ) : departs && !departs.length ? (
        <Alert type="warning" showIcon title={NO_DEPART_MESSAGE} />
      ) : (
        <Form layout="vertical">
          <Form.Item
            label="部门"
            required
            validateStatus={error ? 'error' : undefined}
            help={error ? '请选择部门' : undefined}
          >
            <Select
              value={orgCode}
              placeholder="请选择部门"
              loading={departs === null}
              onChange={(value: string) => {
                setOrgCode(value);
                setError(false);
              }}
              options={(departs ?? []).map((d) => ({ value: d.orgCode, label: d.departName }))}
              data-testid="depart-switch-select"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
