import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type UploadLimits as Limits, uploadApi, uploadLimitsSchema } from '@vets/contracts';
import { Alert, Button, Card, Form, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ui } from '../../../components/ui-bridge';

const QUERY_KEY = ['upload-limits'];

/** 上传限制: how many files a minute and megabytes a day each user may upload. */
export default function UploadLimits() {
  const [form] = Form.useForm<Limits>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const limits = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await call(uploadApi.limits, {})).result,
  });
  useEffect(() => {
    if (limits.data) form.setFieldsValue(limits.data);
  }, [form, limits.data]);

  const save = async (values: Limits) => {
    const parsed = uploadLimitsSchema.safeParse(values);
    if (!parsed.success) {
      ui().message.warning(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    setSaving(true);
    try {
      const res = await call(uploadApi.saveLimits, { body: parsed.data });
      ui().message.success(res.message);
      queryClient.setQueryData(QUERY_KEY, res.result);
    } catch {
      // the request layer has shown the server's message; the form keeps the input
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" loading={limits.isLoading}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16, maxWidth: 720 }}
        title="每个账号单独计数。超过限制的上传会被拒绝并提示稍后或明天再试；被拒绝或失败的上传不计入。"
      />
      <Form form={form} layout="vertical" style={{ maxWidth: 360 }} onFinish={save}>
        <Form.Item
          name="perMinute"
          label="每分钟最多上传文件数"
          rules={[{ required: true, message: '请输入每分钟上传文件数' }]}
        >
          <InputNumber id="upload-per-minute" min={1} max={1000} precision={0} suffix="个" />
        </Form.Item>
        <Form.Item
          name="dailyMb"
          label="每日上传总量"
          rules={[{ required: true, message: '请输入每日上传总量' }]}
        >
          <InputNumber id="upload-daily-mb" min={1} max={102_400} precision={0} suffix="MB" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
