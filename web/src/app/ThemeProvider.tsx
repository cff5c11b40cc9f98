import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { registerUi } from '../components/ui-bridge';
import { useSettings } from '../stores/settings';

dayjs.locale('zh-cn');

function UiBridgeRegistrar() {
  const { message, notification, modal } = AntApp.useApp();
  useEffect(() => registerUi({ message, notification, modal }), [message, notification, modal]);
  return null;
}

/**
 * antd in Chinese, themed from the interface settings (primary colour), with the message,
 * notification and modal instances the request layer uses. The public portal renders without
 * it; see ThemeGate.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const primaryColor = useSettings((s) => s.primaryColor);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{
        token: { colorPrimary: primaryColor, borderRadius: 4 },
        components: { Layout: { headerHeight: 59, headerPadding: '0 12px', headerBg: '#fff' } },
      }}
    >
      <AntApp>
        <UiBridgeRegistrar />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
