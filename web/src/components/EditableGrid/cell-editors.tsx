import { EditOutlined } from '@ant-design/icons';
import {
  AutoComplete,
  Checkbox,
  DatePicker,
  Input,
  Popover,
  Radio,
  Select,
  Space,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { joinMulti, optionLabel, splitMulti, valueText } from './cell-values';
import styles from './EditableGrid.module.css';
import { fileNames, shortFileName } from './file-values';
import { DATE_FORMAT, DATETIME_FORMAT, MULTI_SELECT_MAX_TAGS } from './grid-constants';
import { acceptNumberTyping, numberOnBlur } from './number-cell';
import { formatTags } from './tags-cell';
import type { CellRender, CellRenderProps, GridColumnType, GridOption } from './types';

const selectOptions = (options: GridOption[]) =>
  options.map((o) => ({ value: o.value, label: optionLabel(o), disabled: o.disabled }));

const placeholderOf = (p: CellRenderProps) => p.column.placeholder ?? `请输入${p.column.title}`;
const choosePlaceholder = (p: CellRenderProps) => p.column.placeholder ?? `请选择${p.column.title}`;

export function TextEditor(p: CellRenderProps) {
  return (
    <Input
      value={valueText(p.value)}
      placeholder={placeholderOf(p)}
      disabled={p.column.disabled}
      autoFocus={p.autoFocus}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}

export function NumberEditor(p: CellRenderProps) {
  const text = valueText(p.value);
  return (
    <Input
      value={text}
      inputMode="decimal"
      placeholder={placeholderOf(p)}
      disabled={p.column.disabled}
      autoFocus={p.autoFocus}
      onChange={(e) => {
        const next = acceptNumberTyping(text, e.target.value);
        if (next !== text) p.onChange(next);
      }}
      onBlur={() => {
        const settled = numberOnBlur(p.value);
        if (settled !== p.value) p.onChange(settled);
      }}
    />
  );
}

export function TagsEditor(p: CellRenderProps) {
  return (
    <Input
      value={valueText(p.value)}
      placeholder={placeholderOf(p)}
      disabled={p.column.disabled}
      autoFocus={p.autoFocus}
      onChange={(e) => p.onChange(formatTags(e.target.value))}
    />
  );
}

/** A native checkbox: it shows in every row, so it is kept light for scrolling. */
export function CheckboxEditor(p: CellRenderProps) {
  const [on, off] = p.column.customValue ?? [true, false];
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      checked={p.value === on}
      disabled={p.column.disabled}
      aria-label={p.column.title}
      onChange={(e) => p.onChange(e.target.checked ? on : off)}
    />
  );
}

export function CheckboxGroupEditor(p: CellRenderProps) {
  return (
    <Checkbox.Group
      value={splitMulti(p.value)}
      disabled={p.column.disabled}
      options={selectOptions(p.options)}
      onChange={(values) => p.onChange(joinMulti(values.map(String)))}
    />
  );
}

export function RadioEditor(p: CellRenderProps) {
  return (
    <Radio.Group
      value={valueText(p.value)}
      disabled={p.column.disabled}
      options={selectOptions(p.options)}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}

export function SelectEditor(p: CellRenderProps) {
  const options = selectOptions(p.options);
  if (p.column.allowInput) {
    return (
      <AutoComplete
        style={{ width: '100%' }}
        value={valueText(p.value)}
        options={options}
        placeholder={choosePlaceholder(p)}
        disabled={p.column.disabled}
        autoFocus={p.autoFocus}
        showSearch={{
          filterOption: (input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.toLowerCase()),
        }}
        onChange={(v) => p.onChange(v)}
      />
    );
  }
  const searchable = p.column.allowSearch || p.column.type === 'sel_search';
  const value = valueText(p.value);
  return (
    <Select
      style={{ width: '100%' }}
      value={value === '' ? undefined : value}
      options={options}
      allowClear
      placeholder={choosePlaceholder(p)}
      disabled={p.column.disabled}
      autoFocus={p.autoFocus}
      showSearch={searchable ? { optionFilterProp: 'label' } : false}
      onChange={(v) => p.onChange(v ?? '')}
    />
  );
}

export function MultiSelectEditor(p: CellRenderProps) {
  return (
    <Select
      style={{ width: '100%' }}
      mode="multiple"
      maxTagCount={MULTI_SELECT_MAX_TAGS}
      value={splitMulti(p.value)}
      options={selectOptions(p.options)}
      allowClear
      placeholder={choosePlaceholder(p)}
      disabled={p.column.disabled}
      autoFocus={p.autoFocus}
      showSearch={p.column.allowSearch ? { optionFilterProp: 'label' } : false}
      onChange={(values: string[]) => p.onChange(joinMulti(values))}
    />
  );
}

export function DateEditor(p: CellRenderProps) {
  const withTime = p.column.type === 'datetime';
  const format = p.column.format ?? (withTime ? DATETIME_FORMAT : DATE_FORMAT);
  const text = valueText(p.value);
  const parsed = text ? dayjs(text) : null;
  return (
    <DatePicker
      style={{ width: '100%' }}
      value={parsed?.isValid() ? parsed : null}
      format={format}
      showTime={withTime}
      placeholder={choosePlaceholder(p)}
      disabled={p.column.disabled}
      autoFocus={p.autoFocus}
      onChange={(d) => p.onChange(d ? d.format(format) : '')}
    />
  );
}

/** Long text edited in a 200 × 150 pop-over. */
export function InputPopEditor(p: CellRenderProps) {
  const text = valueText(p.value);
  return (
    <Input
      value={text}
      placeholder={placeholderOf(p)}
      disabled={p.column.disabled}
      autoFocus={p.autoFocus}
      onChange={(e) => p.onChange(e.target.value)}
      suffix={
        <Popover
          trigger="click"
          title={p.column.title}
          content={
            <Input.TextArea
              style={{ width: 200, height: 150, resize: 'none' }}
              value={text}
              onChange={(e) => p.onChange(e.target.value)}
            />
          }
        >
          <EditOutlined aria-label={`编辑${p.column.title}`} />
        </Popover>
      }
    />
  );
}

/** Upload, file and image cells until an upload widget registers itself: the file names, read-only. */
export function FileTagsDisplay(p: CellRenderProps) {
  const names = fileNames(p.value);
  if (names.length === 0) return null;
  return (
    <Space size={4} wrap={false}>
      {names.map((name, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list is read-only
        <Tag key={i} title={name}>
          {shortFileName(name)}
        </Tag>
      ))}
    </Space>
  );
}

/** Built-in editors; picker and upload types fall back to a text input or read-only tags. */
export const DEFAULT_EDITORS: Partial<Record<GridColumnType, CellRender>> = {
  input: TextEditor,
  inputNumber: NumberEditor,
  tags: TagsEditor,
  checkbox: CheckboxEditor,
  checkbox_meta: CheckboxGroupEditor,
  radio: RadioEditor,
  select: SelectEditor,
  sel_search: SelectEditor,
  list_multi: MultiSelectEditor,
  date: DateEditor,
  datetime: DateEditor,
  input_pop: InputPopEditor,
  sel_user: TextEditor,
  sel_depart: TextEditor,
  popup: TextEditor,
  upload: FileTagsDisplay,
  file: FileTagsDisplay,
  image: FileTagsDisplay,
};
