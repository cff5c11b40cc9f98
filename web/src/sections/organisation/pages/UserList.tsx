import { useQueryClient } from '@tanstack/react-query';
import {
  ORGANISATION_PERMISSIONS,
  type ResourceRecord,
  tenantResource,
  userResource,
  userStatus,
} from '@vets/contracts';
import { Button, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { useButtonPermission } from '../../../components/Authorized';
import type { FormOverrides } from '../../../components/resource/ResourceFormModal';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { resourceApi } from '../../../components/resource/resource-api';
import { useResourceAuth } from '../../../components/resource/use-resource-auth';
import { ui } from '../../../components/ui-bridge';
import { OrgCodeSelect } from '../components/user/OrgCodeSelect';
import { ResetPasswordModal } from '../components/user/ResetPasswordModal';
import { loadUserExtras, TENANT_ITEM, USER_EXTRA_ITEMS } from '../components/user/user-form';

const { frozen: FROZEN, normal: NORMAL } = userStatus.values;
const api = resourceApi(userResource);

/** 用户管理: accounts with roles and department, freezing and password reset. */
export default function UserList() {
  const queryClient = useQueryClient();
  const can = useResourceAuth(userResource);
  const [resetFor, setResetFor] = useState<string | null>(null);
  const withTenants = useResourceAuth(tenantResource)('list');
  // Giving roles is its own permission; without it the form leaves roles as they are.
  const mayGrantRoles = useButtonPermission()(ORGANISATION_PERMISSIONS.userGrantRole);

  const form = useMemo<FormOverrides>(
    () => ({
      fieldControls: { orgCode: <OrgCodeSelect /> },
      extraItems: [
        ...USER_EXTRA_ITEMS.filter((item) => mayGrantRoles || item.name !== 'selectedroles'),
        ...(withTenants ? [TENANT_ITEM] : []),
      ],
      loadExtra: (record) => loadUserExtras(record, withTenants),
      formColumns: 2,
    }),
    [withTenants, mayGrantRoles],
  );

  const setStatus = async (record: ResourceRecord, status: string) => {
    try {
      const res = await api.action('freeze', { ids: record.id, status });
      ui().message.success(res.message);
      void queryClient.invalidateQueries({ queryKey: ['resource', userResource.key] });
    } catch {
      // the request layer has shown the server's message
    }
  };

  const rowActions = (record: ResourceRecord) => {
    const frozen = record.status === FROZEN;
    return [
      can('freeze') && (
        <Popconfirm
          key="freeze"
          title={frozen ? '确定解冻该用户吗?' : '确定冻结该用户吗?'}
          onConfirm={() => setStatus(record, frozen ? NORMAL : FROZEN)}
        >
          <Button type="link" size="small">
            {frozen ? '解冻' : '冻结'}
          </Button>
        </Popconfirm>
      ),
      can('password') && (
        <Button
          key="password"
          type="link"
          size="small"
          onClick={() => setResetFor(String(record.username))}
        >
          密码
        </Button>
      ),
    ].filter(Boolean);
  };

  return (
    <>
      <ResourceListPage def={userResource} form={form} rowActions={rowActions} />
      <ResetPasswordModal username={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
