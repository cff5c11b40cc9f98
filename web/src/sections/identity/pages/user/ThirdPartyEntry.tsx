import { LoginOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Divider, Space } from 'antd';
import { thirdLoginStartUrl } from '../../../../api/sso';
import { appConfig } from '../../../../config';

/**
 * The login page's other ways in, when configured: the central login service and the
 * third-party (OpenID Connect) provider. Both leave the app for the other service's page.
 */
export function ThirdPartyEntry() {
  const { casLoginUrl, thirdLogin } = appConfig;
  if (!casLoginUrl && !thirdLogin) return null;
  return (
    <>
      <Divider plain style={{ margin: '0 0 16px' }}>
        其他登录方式
      </Divider>
      <Space style={{ width: '100%', justifyContent: 'center', marginBottom: 16 }} wrap>
        {thirdLogin && (
          <Button
            icon={<SafetyCertificateOutlined />}
            href={thirdLoginStartUrl(thirdLogin.type)}
            data-testid="third-login"
            title={`使用${thirdLogin.name}登录`}
          >
            第三方登录（{thirdLogin.name}）
          </Button>
        )}
        {casLoginUrl && (
          <Button icon={<LoginOutlined />} href={casLoginUrl} data-testid="cas-login">
            统一认证登录
          </Button>
        )}
      </Space>
    </>
  );
}
