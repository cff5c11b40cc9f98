import { ui } from '../components/ui-bridge';
import { useSettings } from '../stores/settings';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Applies a theme colour, with the messages of section 8. antd tokens make it instant. */
export function applyThemeColor(color: string): void {
  const { message } = ui();
  if (!HEX.test(color)) {
    message.error('Failed to update theme');
    return;
  }
  const hide = message.loading('正在编译主题！', 0);
  useSettings.getState().update({ primaryColor: color.toUpperCase() });
  setTimeout(hide, 300);
}
