import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type SiteInfo as SiteInfoValues, siteInfoApi, siteInfoSchema } from '@vets/contracts';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ui } from '../../../components/ui-bridge';

const FIELDS: Array<{ name: keyof SiteInfoValues; label: string; placeholder?: string }> = [
  { name: 'hostOrganization', label: '主办单位' },
  { name: 'undertaker', label: '承办单位' },
  { name: 'address', label: '地址' },
  { name: 'postcode', label: '邮政编码' },
  { name: 'hotline', label: '服务热线' },
  { name: 'serviceHours', label: '服务时间', placeholder: '如：工作日 9:00-12:00，13:30-17:30' },
  { name: 'email', label: '电子邮箱' },
  { name: 'icpNumber', label: 'ICP备案号', placeholder: '如：冀ICP备12345678号-1' },
  { name: 'policeNumber', label: '公安备案号', placeholder: '如：冀公网安备13010202000001号' },
];

/** 门户站点信息: what the portal's footer says (host, address, hotline, filing numbers). */
export default function SiteInfo() {
  const [form] = Form.useForm<SiteInfoValues>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['site-info'],
    queryFn: async () => (await call(siteInfoApi.get, {})).result,
  });
  useEffect(() => {
    if (info.data) form.setFieldsValue(info.data);
  }, [form, info.data]);

  const save = async (values: SiteInfoValues) => {
    const parsed = siteInfoSchema.safeParse(values);
    if (!parsed.success) {
      ui().message.warning(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    setSaving(true);
    try {
      const res = await call(siteInfoApi.save, { body: parsed.data });
      ui().message.success(res.message);
      queryClient.setQueryData(['site-info'], res.result);
    } catch {
      // the request layer has shown the server's message; the form keeps the input
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" loading={info.isLoading}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16, maxWidth: 720 }}
        title="这些信息显示在门户每个页面的页脚。备案号请按工信部和公安机关核发的原文填写。"
      />
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={save}>
        {FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={
              f.name === 'hostOrganization'
                ? [{ required: true, whitespace: true, message: '请输入主办单位' }]
                : []
            }
          >
            <Input id={`site-${f.name}`} placeholder={f.placeholder} allowClear />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
