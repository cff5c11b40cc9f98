import { UserOutlined } from '@ant-design/icons';
import { type CSSProperties, useMemo, useState } from 'react';
import { joinValues, splitValues } from '../DictSelect/dict-text';
import PickerField from '../picker/PickerField';
import { namesText, useKnownNames } from '../picker/use-known-names';
import UserPickerModal from './UserPickerModal';
import { loadUsersByName, type PickerUser } from './user-api';

export interface UserSelectProps {
  /** Usernames, comma-joined. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** The chosen users with id and username. */
  onSelect?: (users: PickerUser[]) => void;
  multi?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

const loadNames = async (usernames: string[]) =>
  (await loadUsersByName(usernames)).map((u) => [u.username, u.realname] as const);

/** A form control holding usernames; shows real names and picks users in a modal. */
export default function UserSelect({
  value,
  onChange,
  onSelect,
  multi = true,
  placeholder = '请选择用户',
  disabled,
  style,
  'data-testid': testId,
}: UserSelectProps) {
  const [open, setOpen] = useState(false);
  const usernames = useMemo(() => splitValues(value), [value]);
  const [names, remember] = useKnownNames(usernames, loadNames);

  const choose = (users: PickerUser[]) => {
    remember(users.map((u) => [u.username, u.realname] as const));
    onChange?.(joinValues(users.map((u) => u.username)));
    onSelect?.(users);
    setOpen(false);
  };

  return (
    <>
      <PickerField
        text={namesText(usernames, names)}
        placeholder={placeholder}
        disabled={disabled}
        buttonIcon={<UserOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
        style={style}
        data-testid={testId}
      />
      <UserPickerModal
        open={open}
        multi={multi}
        initial={usernames.map((username) => ({
          id: '',
          username,
          realname: names.get(username) ?? username,
        }))}
        onOk={choose}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
