import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { type CSSProperties, useState } from 'react';
import { ui } from '../ui-bridge';
import { checkPopupParams, DEFAULT_SPLITER, mapPopupRows } from './popup-params';
import type { ReportRow } from './popup-rows';
import ReportPopupModal from './ReportPopupModal';

export interface PopupInputProps {
  /** The online report's code. */
  code: string;
  /** The form field this input shows; it receives its destination value. */
  field?: string;
  /** Report fields to read, comma-separated. */
  orgFields: string;
  /** Form fields to fill, comma-separated, one for each of orgFields. */
  destFields: string;
  /** Joins the values of several chosen rows; default ','. */
  spliter?: string;
  groupId?: string;
  multi?: boolean;
  /** Exact report filters, sent as `self_<field>`. */
  param?: Record<string, string>;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Every destination field with its value, e.g. `{ userName: 'a,b' }`. */
  onCallback?: (values: Record<string, string>) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** A read-only input that opens the report popup and fills destination fields from the choice. */
export default function PopupInput({
  code,
  field,
  orgFields,
  destFields,
  spliter = DEFAULT_SPLITER,
  groupId,
  multi = false,
  param,
  value,
  onChange,
  onCallback,
  placeholder = '点击选择',
  disabled,
  style,
  'data-testid': testId,
}: PopupInputProps) {
  const [open, setOpen] = useState(false);

  const openPopup = () => {
    if (disabled) return;
    const check = checkPopupParams({ code, orgFields, destFields });
    if (!check.ok) {
      ui().message.error(check.error);
      return;
    }
    setOpen(true);
  };

  const choose = (rows: ReportRow[]) => {
    const check = checkPopupParams({ code, orgFields, destFields });
    if (!check.ok) return;
    const values = mapPopupRows(rows, check.orgFields, check.destFields, spliter);
    if (field && field in values) onChange?.(values[field] ?? '');
    onCallback?.(values);
    setOpen(false);
  };

  return (
    <>
      <Input
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        style={style}
        suffix={<SearchOutlined />}
        onClick={openPopup}
        data-testid={testId}
      />
      <ReportPopupModal
        open={open}
        code={code}
        multi={multi}
        {...(groupId ? { groupId } : {})}
        {...(param ? { param } : {})}
        onOk={choose}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
