import { UploadOutlined } from '@ant-design/icons';
import { BODY_CODE } from '@vets/contracts';
import { Button, Modal, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { NOTICE_TITLE } from '../../api/error-mapping';
import { downloadFile } from '../../api/files';
import { http } from '../../api/request';
import { ui } from '../../app/ui-bridge';
import { IMPORT_MODAL_WIDTH, LIST_MESSAGES } from './list-messages';

const IMPORT_TIMEOUT_MS = 10 * 60_000;
const ACCEPT = '.xls,.xlsx';

interface ImportResult {
  successCount: number;
  errorCount: number;
  fileUrl?: string;
}

export const isExcelName = (name: string) => /\.(xls|xlsx)$/i.test(name);

/** 导入EXCEL: choose .xls/.xlsx files, upload them, and report the outcome. */
export function ImportModal({
  open,
  url,
  params,
  onClose,
  onImported,
}: {
  open: boolean;
  url: string;
  params?: Record<string, string>;
  onClose(): void;
  onImported(): void;
}) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (open) setFiles([]);
  }, [open]);

  const upload = async () => {
    const data = new FormData();
    for (const f of files) if (f.originFileObj) data.append('files[]', f.originFileObj, f.name);
    setUploading(true);
    try {
      const query = params ? `?${new URLSearchParams(params).toString()}` : '';
      const res = await http.post<ImportResult>(`${url}${query}`, data, {
        timeout: IMPORT_TIMEOUT_MS,
      });
      onImported();
      onClose();
      if (res.code === BODY_CODE.importPartial && res.result.fileUrl) {
        const fileUrl = res.result.fileUrl;
        ui().notification.warning({
          title: NOTICE_TITLE,
          duration: 0,
          description: (
            <span>
              {res.message}{' '}
              <Button
                type="link"
                size="small"
                onClick={() => downloadFile(fileUrl, {}, '导入错误报告.xlsx')}
              >
                下载错误报告
              </Button>
            </span>
          ),
        });
      } else {
        ui().message.success(res.message || LIST_MESSAGES.fileUploaded);
      }
    } catch {
      // the request layer has shown the reason; the modal stays open
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      title={LIST_MESSAGES.importTitle}
      open={open}
      width={IMPORT_MODAL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          关闭
        </Button>,
        <Button
          key="upload"
          type="primary"
          disabled={!files.length}
          loading={uploading}
          onClick={() => {
            void upload();
          }}
        >
          {uploading ? LIST_MESSAGES.uploading : '开始上传'}
        </Button>,
      ]}
    >
      <Upload
        accept={ACCEPT}
        multiple
        fileList={files}
        beforeUpload={(file) => {
          if (!isExcelName(file.name)) {
            ui().message.warning('只能上传 .xls 或 .xlsx 文件');
            return Upload.LIST_IGNORE;
          }
          setFiles((list) => [...list, { uid: file.uid, name: file.name, originFileObj: file }]);
          return false;
        }}
        onRemove={(file) => setFiles((list) => list.filter((f) => f.uid !== file.uid))}
      >
        <Button icon={<UploadOutlined />}>选择导入文件</Button>
      </Upload>
    </Modal>
  );
}
