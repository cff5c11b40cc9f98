import { Cascader } from 'antd';
import { appConfig } from '../../config';
import type { AreaNode } from './area-tree';
import { codeOfPath, codesOfPaths, fullAreaName, homePath, homePaths, homeTree } from './home-tree';
import { useAreaTree } from './use-area-tree';

export interface RegionPickerProps {
  /** A GB/T 2260 code, or several comma-joined when `multiple`. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  multiple?: boolean;
  /** A city or a province may be chosen, not only the last level (search forms). */
  anyLevel?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

const FIELD_NAMES = { label: 'text', value: 'id', children: 'children' } as const;
const codesOf = (value: string | null | undefined) =>
  value ? value.split(',').filter(Boolean) : [];

/**
 * The region field of forms and search forms: a cascader that opens at the installation's
 * province (its cities first, other provinces under 其他省份), searchable by any name on the way.
 */
export function RegionPicker({
  value,
  onChange,
  multiple,
  anyLevel,
  placeholder = '请选择地区',
  disabled,
  id,
}: RegionPickerProps) {
  const { tree, loading } = useAreaTree();
  const home = appConfig.installProvince;
  const options = homeTree(tree, home, Boolean(anyLevel) && !multiple);
  const lastCode = (path: AreaNode[]) => codeOfPath(path.map((n) => n.id));
  const common = {
    id,
    style: { width: '100%' },
    disabled,
    loading,
    placeholder,
    options,
    fieldNames: FIELD_NAMES,
    showSearch: {
      filter: (input: string, path: AreaNode[]) =>
        path.some((node) => node.text.includes(input.trim())),
      render: (_input: string, path: AreaNode[]) => fullAreaName(tree, lastCode(path)),
    },
  };
  if (multiple)
    return (
      <Cascader<AreaNode, 'id'>
        {...common}
        multiple
        maxTagCount="responsive"
        showCheckedStrategy={Cascader.SHOW_PARENT}
        value={homePaths(tree, home, codesOf(value))}
        onChange={(paths) => onChange?.(codesOfPaths(tree, home, paths).join(',') || undefined)}
      />
    );
  return (
    <Cascader<AreaNode, 'id'>
      {...common}
      changeOnSelect={anyLevel}
      value={value ? homePath(tree, home, value, anyLevel) : []}
      displayRender={(labels, selected) =>
        selected?.length ? fullAreaName(tree, lastCode(selected)) : labels.join(' / ')
      }
      onChange={(path) => onChange?.(path?.length ? codeOfPath(path) : undefined)}
    />
  );
}
