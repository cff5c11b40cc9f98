import { Typography } from 'antd';
import { ThirdPartyBinding } from '../../../identity';

/** Where the provider sends the user back after binding: this page, on this tab. */
const BINDING_RETURN = '/account/settings?tab=binding';

/** 账号绑定: the user's third-party identities (the system section's widget). */
export function BindingSettings() {
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        账号绑定
      </Typography.Title>
      <ThirdPartyBinding returnTo={BINDING_RETURN} />
    </div>
  );
}
