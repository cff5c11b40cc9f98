import { Modal, message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The antd message, notification and modal instances bound to the app's theme context.
 * Code outside React (the request layer) reaches them through here.
 */
interface UiBridge {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalHookAPI;
}

let bridge: UiBridge | null = null;

export function registerUi(instances: UiBridge): void {
  bridge = instances;
}

export function ui(): UiBridge {
  return (
    bridge ?? {
      message: staticMessage,
      notification: staticNotification,
      modal: Modal as unknown as ModalHookAPI,
    }
  );
}
