import { TeamOutlined } from '@ant-design/icons';
import { type CSSProperties, useMemo, useState } from 'react';
import { joinValues, splitValues } from '../DictSelect/dict-text';
import PickerField from '../picker/PickerField';
import { namesText, useKnownNames } from '../picker/use-known-names';
import RolePickerModal from './RolePickerModal';
import { loadRoleNames, type PickerRole } from './role-api';

export interface RoleSelectProps {
  /** Role codes, comma-joined. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** The chosen roles with id and roleCode. */
  onSelect?: (roles: PickerRole[]) => void;
  multi?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** A form control holding role codes; shows role names and picks roles in a modal. */
export default function RoleSelect({
  value,
  onChange,
  onSelect,
  multi = true,
  placeholder = '请选择角色',
  disabled,
  style,
  'data-testid': testId,
}: RoleSelectProps) {
  const [open, setOpen] = useState(false);
  const codes = useMemo(() => splitValues(value), [value]);
  const [names, remember] = useKnownNames(codes, loadRoleNames);

  const choose = (roles: PickerRole[]) => {
    remember(roles.map((r) => [r.roleCode, r.roleName] as const));
    onChange?.(joinValues(roles.map((r) => r.roleCode)));
    onSelect?.(roles);
    setOpen(false);
  };

  return (
    <>
      <PickerField
        text={namesText(codes, names)}
        placeholder={placeholder}
        disabled={disabled}
        buttonIcon={<TeamOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
        style={style}
        data-testid={testId}
      />
      <RolePickerModal
        open={open}
        multi={multi}
        initial={codes.map((roleCode) => ({
          id: '',
          roleCode,
          roleName: names.get(roleCode) ?? roleCode,
        }))}
        onOk={choose}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
