import { Modal, type ModalProps } from 'antd';

/** The picker modals' frame: 确定/取消 buttons, content dropped when hidden. */
export default function PickerModal(
  props: Omit<ModalProps, 'okText' | 'cancelText' | 'destroyOnHidden'>,
) {
  return <Modal okText="确定" cancelText="取消" destroyOnHidden {...props} />;
}
