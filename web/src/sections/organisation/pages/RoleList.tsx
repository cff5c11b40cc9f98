import { actionPermission, type ResourceRecord, roleResource } from '@vets/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useButtonPermission } from '../../../components/Authorized';
import { RolePermissionDrawer } from '../../../components/RolePermission';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';

/** 角色管理: roles, and each role's menus and buttons in the authorization drawer. */
export default function RoleList() {
  const allowed = useButtonPermission();
  const [role, setRole] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={roleResource}
        rowActions={(record) =>
          allowed(actionPermission(roleResource, 'authorize'))
            ? [
                <Button key="authorize" type="link" size="small" onClick={() => setRole(record)}>
                  授权
                </Button>,
              ]
            : []
        }
      />
      <RolePermissionDrawer
        roleId={role?.id ?? null}
        roleName={String(role?.roleName ?? '')}
        open={role !== null}
        onClose={() => setRole(null)}
      />
    </>
  );
}
