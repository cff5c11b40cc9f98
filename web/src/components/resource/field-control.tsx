import { type FieldDef, fieldRef, type ResourceDef } from '@vets/contracts';
import type { FormItemProps } from 'antd';
import { DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useDictItems } from '../DictSelect';
import { FileUpload } from '../FileUpload';
import { ImageUpload } from '../ImageUpload';
import { LazyRichTextEditor } from '../RichTextEditor';
import { YNSwitch } from '../YNSwitch';
import { refControl } from './ref-controls';

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function DictControl({
  f,
  mode,
  ...rest
}: { f: FieldDef; mode: 'form' | 'search' } & Record<string, unknown>) {
  const options = useDictItems(f.dict).items.map((o) => ({ value: o.value, label: o.text }));
  if (mode === 'form' && !f.multiple && options.length > 0 && options.length <= 4) {
    return <Radio.Group options={options} {...rest} />;
  }
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={f.multiple ? 'multiple' : undefined}
      placeholder={`请选择${f.label}`}
      options={options}
      {...rest}
    />
  );
}

/** Dates travel as text; the pickers work with dayjs. */
export function dateItemProps(f: FieldDef): Partial<FormItemProps> {
  if (f.kind !== 'date' && f.kind !== 'datetime') return {};
  const format = f.kind === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
  return {
    getValueProps: (value: unknown) => ({
      value: typeof value === 'string' && value ? dayjs(value) : undefined,
    }),
    normalize: (value: Dayjs | null) => (value ? value.format(format) : null),
  };
}

/**
 * The standard control of a field of `def` in the form or the search form. A disabled reference
 * still names its record.
 */
export function fieldControl(
  def: ResourceDef,
  key: string,
  mode: 'form' | 'search',
  disabled = false,
): ReactNode {
  const f = def.fields[key];
  if (!f) return null;
  const target = fieldRef(f);
  const picked =
    target &&
    refControl({
      owner: def,
      fieldKey: key,
      field: f,
      target,
      mode,
      placeholder: `请选择${f.label}`,
      disabled,
    });
  if (picked) return picked;
  // A locked or add-only field shows its value as the same control would, greyed out.
  const off = disabled ? { disabled: true } : {};
  if (f.dict && f.kind !== 'switch') return <DictControl f={f} mode={mode} {...off} />;
  if (disabled && (f.kind === 'image' || f.kind === 'file')) return <Input disabled />;
  if (mode === 'form' && f.kind === 'image') return <ImageUpload buttonText="上传图片" />;
  if (mode === 'form' && f.kind === 'file') return <FileUpload />;
  if (mode === 'form' && f.kind === 'richtext')
    return <LazyRichTextEditor height={360} disabled={disabled} data-testid={`richtext-${key}`} />;
  const placeholder = `请输入${f.label}`;
  switch (f.kind) {
    case 'text':
    case 'richtext':
      return mode === 'form' ? (
        <Input.TextArea rows={3} placeholder={placeholder} maxLength={f.maxLength} {...off} />
      ) : (
        <Input placeholder={placeholder} allowClear />
      );
    case 'integer':
    case 'number':
      return (
        <InputNumber
          style={{ width: '100%' }}
          placeholder={placeholder}
          min={f.min}
          max={f.max}
          precision={f.kind === 'integer' ? 0 : undefined}
          {...off}
        />
      );
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder={`请选择${f.label}`} {...off} />;
    case 'datetime':
      return (
        <DatePicker showTime style={{ width: '100%' }} placeholder={`请选择${f.label}`} {...off} />
      );
    case 'switch':
      return mode === 'form' ? (
        <YNSwitch {...off} />
      ) : (
        <Select
          allowClear
          placeholder={`请选择${f.label}`}
          options={[
            { value: 'Y', label: '是' },
            { value: 'N', label: '否' },
          ]}
        />
      );
    default:
      return (
        <Input
          placeholder={placeholder}
          allowClear={mode === 'search'}
          maxLength={f.maxLength}
          {...off}
        />
      );
  }
}
