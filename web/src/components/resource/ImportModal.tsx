import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { BODY_CODE, type ImportProgress } from '@vets/contracts';
import { Button, Modal, Space, Spin, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_TITLE } from '../../api/error-mapping';
import { downloadFile } from '../../api/files';
import { http } from '../../api/request';
import { ui } from '../../app/ui-bridge';
import { IMPORT_MODAL_WIDTH, LIST_MESSAGES } from './list-messages';

const IMPORT_TIMEOUT_MS = 10 * 60_000;
const PROGRESS_POLL_MS = 700;
const ACCEPT = '.xls,.xlsx';

interface ImportResult {
  successCount: number;
  errorCount: number;
  skippedCount?: number;
  fileUrl?: string;
}

export const isExcelName = (name: string) => /\.(xls|xlsx)$/i.test(name);

/** The sibling of the import route (`importTemplate`, `importProgress`). */
const sibling = (importUrl: string, name: string) =>
  importUrl.replace(/\/importExcel$/, `/${name}`);

/** An id for following one import; random values work on plain-HTTP intranet addresses too. */
function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the dialog says while an import runs: the rows read, written, refused and skipped. */
function ProgressLine({ progress }: { progress: ImportProgress | null }) {
  if (!progress)
    return (
      <Space data-testid="import-progress">
        <Spin size="small" />
        <Typography.Text type="secondary">正在上传文件…</Typography.Text>
      </Space>
    );
  const { rowsRead, rowsWritten, errorCount, skippedCount, phase } = progress;
  const figures = [
    `已读取 ${rowsRead.toLocaleString()} 行`,
    `已写入 ${rowsWritten.toLocaleString()} 行`,
    ...(errorCount ? [`有误 ${errorCount.toLocaleString()} 行`] : []),
    ...(skippedCount ? [`已存在跳过 ${skippedCount.toLocaleString()} 行`] : []),
  ];
  return (
    <Space data-testid="import-progress">
      <Spin size="small" />
      <Typography.Text>
        {figures.join('，')}
        {phase === 'report' ? '，正在生成错误报告…' : '…'}
      </Typography.Text>
    </Space>
  );
}

/** 导入EXCEL: download the template, choose .xls/.xlsx files, upload them, follow the progress. */
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
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const poller = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => {
    if (open) setFiles([]);
  }, [open]);
  const stopPolling = () => {
    if (poller.current) clearInterval(poller.current);
    poller.current = null;
  };
  // An import still polling when the page goes away stops with it.
  useEffect(
    () => () => {
      if (poller.current) clearInterval(poller.current);
    },
    [],
  );

  const follow = (importId: string) => {
    const progressUrl = sibling(url, 'importProgress');
    poller.current = setInterval(() => {
      http
        .get<ImportProgress | null>(progressUrl, { importId }, { silent: true })
        .then((res) => {
          if (res.result && poller.current) setProgress(res.result);
        })
        .catch(() => {
          // the figures are a courtesy: the upload's own answer reports the outcome
        });
    }, PROGRESS_POLL_MS);
  };

  const upload = async () => {
    const data = new FormData();
    for (const f of files) if (f.originFileObj) data.append('files[]', f.originFileObj, f.name);
    const importId = newImportId();
    setUploading(true);
    setProgress(null);
    follow(importId);
    try {
      const query = new URLSearchParams({ ...params, importId }).toString();
      const res = await http.post<ImportResult>(`${url}?${query}`, data, {
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
      stopPolling();
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
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          按模板填写：选项、是/否、单位和地区填名称，日期如 2024-01-02。
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => {
              void downloadFile(sibling(url, 'importTemplate'), params ?? {}, '导入模板.xlsx');
            }}
          >
            下载模板
          </Button>
        </Typography.Text>
        <Upload
          accept={ACCEPT}
          multiple
          fileList={files}
          disabled={uploading}
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
        {uploading && <ProgressLine progress={progress} />}
      </Space>
    </Modal>
  );
}
