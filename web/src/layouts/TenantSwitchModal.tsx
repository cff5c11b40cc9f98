import { useQuery } from '@tanstack/react-query';
import { tenantApi } from '@vets/contracts';
import { Modal, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../api/call';
import { STORAGE_KEYS, storage } from '../stores/storage';
import { needsTenantChoice, type TenantOption } from './tenant-choice';

/** The tenants the signed-in user may act in. */
export function useUserTenants(): TenantOption[] {
  const tenants = useQuery({
    queryKey: ['sys', 'currentUserTenants'],
    staleTime: 5 * 60_000,
    queryFn: async () => (await call(tenantApi.getCurrentUserTenant, {})).result,
  });
  return tenants.data ?? [];
}

/** Keeps the tenant for every later request and reloads the pages in it. */
function enterTenant(id: number): void {
  storage.set(STORAGE_KEYS.tenantId, id);
  window.location.reload();
}

/**
 * 选择租户: opens on its own for a user of several tenants who has not chosen one in this
 * browser (it cannot be dismissed then), and from the user menu to switch.
 */
export function TenantSwitchModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const tenants = useUserTenants();
  const stored = storage.get<number>(STORAGE_KEYS.tenantId);
  const required = needsTenantChoice(tenants, stored);
  const [chosen, setChosen] = useState<number | null>(stored);
  useEffect(() => {
    if (required) setChosen(null);
  }, [required]);
  return (
    <Modal
      title="选择租户"
      open={open || required}
      onCancel={required ? undefined : onClose}
      closable={!required}
      maskClosable={!required}
      cancelButtonProps={required ? { style: { display: 'none' } } : undefined}
      okText="进入"
      okButtonProps={{ disabled: chosen === null }}
      onOk={() => chosen !== null && enterTenant(chosen)}
    >
      <Typography.Paragraph type="secondary">
        您的账号属于多个租户，请选择要进入的租户。之后可在右上角用户菜单中切换。
      </Typography.Paragraph>
      <Radio.Group value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
        <Space orientation="vertical">
          {tenants.map((t) => (
            <Radio key={t.id} value={t.id}>
              {t.name}
              {t.id === stored && <Typography.Text type="secondary">（当前）</Typography.Text>}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
