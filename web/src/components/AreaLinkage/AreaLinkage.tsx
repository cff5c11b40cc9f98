import { Cascader, Typography } from 'antd';
import type { CSSProperties } from 'react';
import AreaSelects from './AreaSelects';
import { type AreaNode, BAD_TYPE_TEXT, findAreaPath, isAreaType } from './area-tree';
import { useAreaTree } from './use-area-tree';

export interface AreaLinkageProps {
  /** 'cascader' (default) or 'select'; anything else shows 'Bad type value'. */
  type?: string;
  /** The code of the chosen region (its deepest level). */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  /** The form item's id, so a label and tests can reach the control. */
  id?: string;
  'data-testid'?: string;
}

const FIELD_NAMES = { label: 'text', value: 'id', children: 'children' } as const;

/** Province, city and district of GB/T 2260 as a cascader or three selects. */
export default function AreaLinkage({
  type = 'cascader',
  value,
  onChange,
  placeholder = '请选择省市区',
  disabled,
  style,
  id,
  'data-testid': testId,
}: AreaLinkageProps) {
  const { tree, loading } = useAreaTree();

  if (!isAreaType(type)) {
    return (
      <Typography.Text type="danger" data-testid={testId}>
        {BAD_TYPE_TEXT}
      </Typography.Text>
    );
  }
  if (type === 'select') {
    return (
      <div data-testid={testId} style={style}>
        <AreaSelects
          tree={tree}
          loading={loading}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      </div>
    );
  }
  return (
    <Cascader<AreaNode>
      id={id}
      data-testid={testId}
      style={style}
      disabled={disabled}
      loading={loading}
      placeholder={placeholder}
      options={tree}
      fieldNames={FIELD_NAMES}
      showSearch={{
        filter: (input, path) => path.some((node) => node.text.includes(input.trim())),
      }}
      value={findAreaPath(tree, value)}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : undefined)}
    />
  );
}
