import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { BODY_CODE, type ImportPreview, type ImportProgress } from '@vets/contracts';
import { Button, Modal, Space, Spin, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NOTICE_TITLE } from '../../api/error-mapping';
import { downloadFile } from '../../api/files';
import { http } from '../../api/request';
import { ui } from '../ui-bridge';
import { ImportPreviewResult } from './ImportPreviewResult';
import { IMPORT_MODAL_WIDTH, LIST_MESSAGES } from './list-messages';

const IMPORT_TIMEOUT_MS = 10 * 60_000;
const PROGRESS_POLL_MS = 700;
const ACCEPT = '.xls,.xlsx';

interface ImportResult {
  successCount: number;
  errorCount: number;
  skippedCount?: number;
  updatedCount?: number;
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
  const { rowsRead, rowsWritten, rowsUpdated, errorCount, skippedCount, phase } = progress;
  const figures = [
    `已读取 ${rowsRead.toLocaleString()} 行`,
    `已写入 ${rowsWritten.toLocaleString()} 行`,
    ...(rowsUpdated ? [`其中更新 ${rowsUpdated.toLocaleString()} 行`] : []),
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

/**
 * 导入EXCEL: download the template, choose .xls/.xlsx files, upload them, follow the progress.
 * With `preview` (a resource whose import updates records by its key), 导入预检 first reports
 * what the import would add, update, leave and refuse, writing nothing.
 */
export function ImportModal({
  open,
  url,
  params,
  preview: canPreview = false,
  onClose,
  onImported,
}: {
  open: boolean;
  url: string;
  params?: Record<string, string>;
  preview?: boolean;
  onClose(): void;
  onImported(): void;
}) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const poller = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => {
    if (open) {
      setFiles([]);
      setPreview(null);
    }
  }, [open]);
  const chooseFiles = (change: (list: UploadFile[]) => UploadFile[]) => {
    setFiles(change);
    setPreview(null);
  };
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

  const formData = () => {
    const data = new FormData();
    for (const f of files) if (f.originFileObj) data.append('files[]', f.originFileObj, f.name);
    return data;
  };

  const runPreview = async () => {
    setPreviewing(true);
    setPreview(null);
    try {
      const query = new URLSearchParams(params).toString();
      const target = sibling(url, 'importPreview');
      const res = await http.post<ImportPreview>(
        query ? `${target}?${query}` : target,
        formData(),
        {
          timeout: IMPORT_TIMEOUT_MS,
        },
      );
      setPreview(res.result);
    } catch {
      // the request layer has shown the reason
    } finally {
      setPreviewing(false);
    }
  };

  const upload = async () => {
    const data = formData();
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
        ...(canPreview
          ? [
              <Button
                key="preview"
                disabled={!files.length || uploading}
                loading={previewing}
                onClick={() => {
                  void runPreview();
                }}
              >
                导入预检
              </Button>,
            ]
          : []),
        <Button
          key="upload"
          type="primary"
          disabled={!files.length || previewing}
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
            chooseFiles((list) => [
              ...list,
              { uid: file.uid, name: file.name, originFileObj: file },
            ]);
            return false;
          }}
          onRemove={(file) => chooseFiles((list) => list.filter((f) => f.uid !== file.uid))}
        >
          <Button icon={<UploadOutlined />}>选择导入文件</Button>
        </Upload>
        {preview && !uploading && <ImportPreviewResult preview={preview} />}
        {uploading && <ProgressLine progress={progress} />}
      </Space>
    </Modal>
  );
}
