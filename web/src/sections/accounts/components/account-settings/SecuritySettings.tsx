import { useQuery } from '@tanstack/react-query';
import { maskValue } from '@vets/contracts';
import { Button, Modal, Spin, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ChangePasswordModal } from '../../../../layouts/ChangePasswordModal';
import { LoginHistoryCard } from '../../../system';
import { accountSettings, PROFILE_QUERY_KEY } from '../../api';
import { SettingRow } from './SettingRow';

/** Where the phone is changed: the 4-step wizard, which verifies the old phone and the new one. */
export const PHONE_ALTERATION_PATH = '/user/alteration';

/**
 * 安全设置: 账户密码 (the header's password dialog), 绑定手机 (the /user/alteration wizard) and
 * 登录记录 (the user's own login history).
 */
export function SecuritySettings() {
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: accountSettings.profile });
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Stable, so that the dialog does not clear what was typed whenever this tab re-renders.
  const closePassword = useCallback(() => setPasswordOpen(false), []);
  const phone = profile.data?.phone;
  const last = profile.data?.lastLoginTime;

  return (
    <Spin spinning={profile.isLoading}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        安全设置
      </Typography.Title>
      <SettingRow
        title="账户密码"
        description="定期更换密码可以保护账号安全，修改后需要重新登录"
        testId="security-password"
        action={
          <Button type="link" onClick={() => setPasswordOpen(true)}>
            修改
          </Button>
        }
      />
      <SettingRow
        title="绑定手机"
        description={
          phone ? `已绑定手机：${maskValue('phone', phone)}` : '尚未绑定手机，请联系管理员绑定'
        }
        testId="security-phone"
        action={
          phone ? (
            // Padded like the link buttons of the other rows, so the actions line up.
            <Link
              to={PHONE_ALTERATION_PATH}
              style={{ display: 'inline-block', padding: '4px 15px' }}
            >
              修改
            </Link>
          ) : undefined
        }
      />
      <SettingRow
        title="登录记录"
        description={
          last
            ? `最近登录：${last}${profile.data?.lastLoginIp ? `（IP：${profile.data.lastLoginIp}）` : ''}`
            : '暂无登录记录'
        }
        testId="security-logins"
        action={
          <Button type="link" onClick={() => setHistoryOpen(true)}>
            查看
          </Button>
        }
      />
      <ChangePasswordModal open={passwordOpen} onClose={closePassword} />
      <Modal
        title="登录记录"
        open={historyOpen}
        onCancel={() => setHistoryOpen(false)}
        footer={null}
        width={960}
        destroyOnHidden
      >
        <LoginHistoryCard />
      </Modal>
    </Spin>
  );
}
