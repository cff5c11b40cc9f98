import { ApartmentOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { useState } from 'react';
import { DepartPickerModal } from '../../../../components/DepartPicker';
import PickerField from '../../../../components/picker/PickerField';

interface OrgCodeSelectProps {
  /** The department's org code (sys_user.org_code). */
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/**
 * A form control holding one department's org code, picked in the department tree. A record
 * loaded for editing brings its department name as `orgCode_dictText`, read from the form.
 */
export function OrgCodeSelect({ value, onChange }: OrgCodeSelectProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<{ code: string; name: string } | null>(null);
  const loadedName = Form.useWatch<string | undefined>('orgCode_dictText', {
    form: Form.useFormInstance(),
    preserve: true,
  });
  const name = chosen && chosen.code === value ? chosen.name : (loadedName ?? value ?? '');
  return (
    <>
      <PickerField
        text={value ? name : ''}
        placeholder="请选择所属部门"
        buttonIcon={<ApartmentOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(null)}
        data-testid="org-code-select"
      />
      <DepartPickerModal
        open={open}
        onOk={([depart]) => {
          setOpen(false);
          if (!depart?.orgCode) return;
          setChosen({ code: depart.orgCode, name: depart.departName });
          onChange?.(depart.orgCode);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
