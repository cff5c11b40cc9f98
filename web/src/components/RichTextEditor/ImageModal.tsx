import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { openableUrl } from '../../api/file-links';
import { ui } from '../ui-bridge';
import { UPLOAD_ERROR_TITLE, uploadErrorText } from '../upload/upload-status';
import { normalizeImageSrc, uploadEditorImage } from './editor-media';

export interface ImageModalProps {
  open: boolean;
  onOk: (src: string) => void;
  onCancel: () => void;
}

/** Inserts an image by address, or uploads one and inserts it at once. */
export default function ImageModal({ open, onOk, onCancel }: ImageModalProps) {
  const [url, setUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (open) setUrl('');
  }, [open]);

  const confirm = () => {
    const src = normalizeImageSrc(url);
    if (!src) {
      ui().message.warning('请输入以 http 或 https 开头的图片地址');
      return;
    }
    onOk(src);
  };

  const upload = async (file: File) => {
    if (!file.type.includes('image')) {
      ui().message.warning('请上传图片');
      return;
    }
    setUploading(true);
    try {
      // Signed while no saved record refers to it yet; saving keeps the address without it.
      onOk(await openableUrl(await uploadEditorImage(file)));
    } catch (e) {
      ui().notification.error({
        title: UPLOAD_ERROR_TITLE,
        description: uploadErrorText(e instanceof Error ? e.message : ''),
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open={open}
      title="插入图片"
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Input
          autoFocus
          placeholder="图片地址，如 https://example.com/a.png"
          value={url}
          data-testid="rich-text-image-input"
          onChange={(e) => setUrl(e.target.value)}
          onPressEnter={confirm}
        />
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            上传图片
          </Button>
        </Upload>
      </Flex>
    </Modal>
  );
}
