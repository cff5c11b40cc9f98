import { UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountProfile,
  EMAIL_MAX_LENGTH,
  FORM_PATTERNS,
  REALNAME_LENGTH,
  REALNAME_MESSAGES,
  sex,
} from '@vets/contracts';
import { Avatar, Button, Col, Form, Input, Row, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../api/transport';
import { DictSelect } from '../../../../components/DictSelect';
import { FormError } from '../../../../components/FormError';
import { ImageUpload } from '../../../../components/ImageUpload';
import { ui } from '../../../../components/ui-bridge';
import { useFileUrl } from '../../../../components/upload/use-file-links';
import { useSession } from '../../../../stores/session';
import { accountSettings, PROFILE_QUERY_KEY } from '../../api';
import { editOf, formValuesOf, type ProfileFormValues, userInfoWithProfile } from './profile-form';

const AVATAR_SIZE = 112;

/**
 * 基本设置: 姓名, 邮箱 and 性别 on the left, the avatar with its preview on the right (above on
 * a phone). Saving updates the stored session user, so the header greets the new name at once.
 */
export function BaseSettings() {
  const queryClient = useQueryClient();
  const setUserInfo = useSession((s) => s.setUserInfo);
  const [form] = Form.useForm<ProfileFormValues>();
  const avatar = Form.useWatch('avatar', form);
  const avatarUrl = useFileUrl(avatar);
  const [error, setError] = useState<string | null>(null);
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: accountSettings.profile });

  useEffect(() => {
    if (profile.data) form.setFieldsValue(formValuesOf(profile.data));
  }, [profile.data, form]);

  const save = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      accountSettings.save(editOf(values, profile.data?.version ?? 0)),
    onMutate: () => setError(null),
    onSuccess: (res) => {
      queryClient.setQueryData<AccountProfile>(PROFILE_QUERY_KEY, res.result);
      const user = useSession.getState().userInfo;
      if (user) setUserInfo(userInfoWithProfile(user, res.result));
      ui().message.success(res.message);
    },
    onError: (e) => {
      setError(e instanceof ApiError || e instanceof Error ? e.message : '保存失败，请稍后重试');
      // A stale version: read again, so that the next save carries the current one.
      if (e instanceof ApiError && e.status === 409) void profile.refetch();
    },
  });

  return (
    <Spin spinning={profile.isLoading}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        基本设置
      </Typography.Title>
      <FormError message={error} testId="account-base-error" />
      <Form<ProfileFormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        data-testid="account-base-form"
      >
        <Row gutter={[{ xs: 16, md: 32, xl: 48 }, 8]}>
          <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }} xl={12}>
            <Form.Item label="用户账号" extra="用户账号用于登录，不能修改">
              <Input value={profile.data?.username ?? ''} disabled />
            </Form.Item>
            <Form.Item
              name="realname"
              label="姓名"
              rules={[
                { required: true, whitespace: true, message: REALNAME_MESSAGES.required },
                {
                  min: REALNAME_LENGTH.min,
                  max: REALNAME_LENGTH.max,
                  message: REALNAME_MESSAGES.length,
                },
              ]}
            >
              <Input placeholder="请输入姓名" maxLength={REALNAME_LENGTH.max} allowClear />
            </Form.Item>
            <Form.Item
              name="email"
              label="邮箱"
              rules={[
                { pattern: FORM_PATTERNS.email.pattern, message: FORM_PATTERNS.email.message },
                { max: EMAIL_MAX_LENGTH, message: `邮箱最多${EMAIL_MAX_LENGTH}个字符` },
              ]}
            >
              <Input placeholder="请输入邮箱（选填）" allowClear />
            </Form.Item>
            <Form.Item name="sex" label="性别">
              <DictSelect dictCode={sex.code} type="radio" data-testid="account-sex" />
            </Form.Item>
            <Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                loading={save.isPending}
                disabled={!profile.data}
                data-testid="account-base-save"
              >
                保存
              </Button>
            </Form.Item>
          </Col>
          <Col xs={{ span: 24, order: 1 }} md={{ span: 10, order: 2 }} xl={12}>
            <Form.Item label="头像" extra="支持 jpg、png、gif 等图片，保存后生效">
              <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
                <Avatar
                  size={AVATAR_SIZE}
                  src={avatarUrl}
                  icon={<UserOutlined />}
                  alt="头像预览"
                  data-testid="account-avatar-preview"
                />
                <Form.Item name="avatar" noStyle>
                  <AvatarField />
                </Form.Item>
              </div>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Spin>
  );
}

/** The avatar as a one-image upload; its value is the stored path. */
function AvatarField({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  return (
    <ImageUpload
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      number={1}
      biz="avatar"
      buttonText={value ? '更换头像' : '上传头像'}
      data-testid="account-avatar-upload"
    />
  );
}
