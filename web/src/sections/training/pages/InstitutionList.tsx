import {
  institutionAccountInput,
  institutionResource,
  PHONE_MESSAGES,
  PHONE_PATTERN,
  type ResourceRecord,
} from '@vets/contracts';
import { Button, Form, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { NewPasswordFields } from '../../../components/NewPassword';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { resourceApi } from '../../../components/resource/resource-api';
import { useResourceAuth } from '../../../components/resource/use-resource-auth';
import { ui } from '../../../components/ui-bridge';

type AccountValues = {
  realname: string;
  mobile: string;
  password: string;
  confirmpassword: string;
};

/** 开通账号: a sign-in for one of the institution's staff, its username the phone. */
function OpenAccountModal({
  institution,
  onClose,
}: {
  institution: ResourceRecord | null;
  onClose(): void;
}) {
  const [form] = Form.useForm<AccountValues>();
  const [saving, setSaving] = useState(false);
  const api = useMemo(() => resourceApi(institutionResource), []);
  const submit = async (values: AccountValues) => {
    setSaving(true);
    try {
      const body = institutionAccountInput.parse(values);
      const res = await api.action('openAccount', { id: String(institution?.id), ...body });
      ui().message.success(res.message);
      onClose();
    } catch {
      // the request layer has shown the server's message; the form keeps the input
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`开通账号：${String(institution?.institutionName ?? '')}`}
      open={Boolean(institution)}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="realname"
          label="姓名"
          rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
        >
          <Input id="account-realname" maxLength={30} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号（登录账号）"
          rules={[
            { required: true, message: PHONE_MESSAGES.required },
            { pattern: PHONE_PATTERN, message: PHONE_MESSAGES.pattern },
          ]}
        >
          <Input id="account-mobile" maxLength={11} />
        </Form.Item>
        <NewPasswordFields placeholder="初始密码" />
      </Form>
    </Modal>
  );
}

/** 培训机构: the staff's list, with 开通账号 for an institution's staff. */
export default function InstitutionList() {
  const can = useResourceAuth(institutionResource);
  const [opening, setOpening] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourceListPage
        def={institutionResource}
        rowActions={(record) =>
          can('openAccount')
            ? [
                <Button key="account" type="link" size="small" onClick={() => setOpening(record)}>
                  开通账号
                </Button>,
              ]
            : []
        }
      />
      <OpenAccountModal institution={opening} onClose={() => setOpening(null)} />
    </>
  );
}
