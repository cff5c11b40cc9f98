import { UserOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { http } from '../../../../api/request';
import PickerField from '../../../../components/picker/PickerField';
import { UserPickerModal } from '../../../../components/UserPicker';

interface UserIdsSelectProps {
  /** User ids, comma-joined. */
  value?: string | null;
  onChange?: (value: string) => void;
}

/** Chooses users by id (the picker widget holds usernames; announcements keep ids). */
export function UserIdsSelect({ value, onChange }: UserIdsSelectProps) {
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const ids = (value ?? '').split(',').filter(Boolean);

  useEffect(() => {
    const missing = (value ?? '').split(',').filter((id) => id && !names.has(id));
    if (!missing.length) return;
    Promise.all(
      missing.map((id) =>
        http
          .get<{ id: string; realname: string }>('/sys/user/queryById', { id }, { silent: true })
          .then((r) => [id, r.result.realname] as const)
          .catch(() => [id, id] as const),
      ),
    ).then((found) => setNames((current) => new Map([...current, ...found])));
  }, [value, names]);

  return (
    <>
      <PickerField
        text={ids.map((id) => names.get(id) ?? id).join('，')}
        placeholder="请选择用户"
        buttonIcon={<UserOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
        data-testid="annt-users"
      />
      <UserPickerModal
        open={open}
        multi
        onOk={(users) => {
          setOpen(false);
          setNames(
            (current) => new Map([...current, ...users.map((u) => [u.id, u.realname] as const)]),
          );
          onChange?.(users.map((u) => u.id).join(','));
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
