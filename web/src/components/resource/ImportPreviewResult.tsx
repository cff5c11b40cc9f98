import type { ImportPreview } from '@vets/contracts';
import { Alert, Button, Typography } from 'antd';
import { downloadFile } from '../../api/files';

/** The figures of an import preview (导入预检), its first refused rows and their report. */
export function ImportPreviewResult({ preview }: { preview: ImportPreview }) {
  const { addCount, updateCount, unchangedCount, errorCount, fileUrl, samples } = preview;
  const n = (count: number) => count.toLocaleString();
  const figures = `将新增 ${n(addCount)} 条，将更新 ${n(updateCount)} 条，未变化 ${n(unchangedCount)} 条，有误 ${n(errorCount)} 条`;
  return (
    <Alert
      data-testid="import-preview"
      type={errorCount ? 'warning' : 'success'}
      showIcon
      title={
        <span>
          {figures}
          {fileUrl && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                void downloadFile(fileUrl, {}, '导入错误报告.xlsx');
              }}
            >
              下载错误报告
            </Button>
          )}
        </span>
      }
      description={
        samples.errors.length ? (
          <Typography.Paragraph
            type="secondary"
            style={{ marginBottom: 0, maxHeight: 160, overflowY: 'auto' }}
          >
            {samples.errors.map((e) => (
              <span key={`${e.row}-${e.reason}`} style={{ display: 'block' }}>
                第 {e.row} 行：{e.reason}
              </span>
            ))}
          </Typography.Paragraph>
        ) : (
          '预检未发现问题，可以开始导入。'
        )
      }
    />
  );
}
