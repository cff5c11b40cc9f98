import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useSettings } from '../stores/settings';
import { registerUi } from './ui-bridge';

dayjs.locale('zh-cn');

function UiBridgeRegistrar() {
  const { message, notification, modal } = AntApp.useApp();
  useEffect(() => registerUi({ message, notification, modal }), [message, notification, modal]);
  return null;
}

/** antd in Chinese, themed from the interface settings (primary colour, colour-weak mode). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const primaryColor = useSettings((s) => s.primaryColor);
  const colorWeak = useSettings((s) => s.colorWeak);

  useEffect(() => {
    document.body.classList.toggle('colorWeak', colorWeak);
  }, [colorWeak]);
  useEffect(() => {
    document.documentElement.style.setProperty('--app-primary', primaryColor);
  }, [primaryColor]);

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
