import { ApartmentOutlined } from '@ant-design/icons';
import { type CSSProperties, useMemo, useState } from 'react';
import { joinValues, splitValues } from '../DictSelect/dict-text';
import PickerField from '../picker/PickerField';
import { namesText, useKnownNames } from '../picker/use-known-names';
import DepartPickerModal, { type ChosenDepart } from './DepartPickerModal';
import { loadDepart } from './depart-api';

export interface DepartSelectProps {
  /** Department ids, comma-joined. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** The chosen departments with id, orgCode and departName. */
  onSelect?: (departs: ChosenDepart[]) => void;
  multi?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

const loadNames = async (ids: string[]) => {
  const found = await Promise.all(ids.map((id) => loadDepart(id).catch(() => null)));
  return found.flatMap((d) => (d ? [[d.id, d.departName] as const] : []));
};

/** A form control holding department ids; shows department names and picks in a tree. */
export default function DepartSelect({
  value,
  onChange,
  onSelect,
  multi = false,
  placeholder = '请选择部门',
  disabled,
  style,
  'data-testid': testId,
}: DepartSelectProps) {
  const [open, setOpen] = useState(false);
  const ids = useMemo(() => splitValues(value), [value]);
  const [names, remember] = useKnownNames(ids, loadNames);

  const choose = (departs: ChosenDepart[]) => {
    remember(departs.map((d) => [d.id, d.departName] as const));
    onChange?.(joinValues(departs.map((d) => d.id)));
    onSelect?.(departs);
    setOpen(false);
  };

  return (
    <>
      <PickerField
        text={namesText(ids, names)}
        placeholder={placeholder}
        disabled={disabled}
        buttonIcon={<ApartmentOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
        style={style}
        data-testid={testId}
      />
      <DepartPickerModal
        open={open}
        multi={multi}
        initial={ids.map((id) => ({ id, departName: names.get(id) ?? id }))}
        onOk={choose}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
