import { Select, Space } from 'antd';
import { type AreaNode, areaChildren, findAreaPath } from './area-tree';

interface AreaSelectsProps {
  tree: AreaNode[];
  loading: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

const PLACEHOLDERS = ['请选择省', '请选择市', '请选择区'] as const;

/** Province, city and district as three selects; the value is the deepest chosen code. */
export default function AreaSelects({
  tree,
  loading,
  value,
  onChange,
  disabled,
}: AreaSelectsProps) {
  const path = findAreaPath(tree, value);
  const levels = PLACEHOLDERS.map((placeholder, i) => ({
    placeholder,
    selected: path[i],
    options: i === 0 || path[i - 1] ? areaChildren(tree, path[i - 1]) : [],
  }));
  return (
    <Space wrap>
      {levels.map(({ placeholder, selected, options }, i) => (
        <Select<string>
          key={placeholder}
          aria-label={placeholder}
          style={{ minWidth: 140 }}
          placeholder={placeholder}
          loading={i === 0 && loading}
          disabled={disabled || (i > 0 && !options.length)}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options.map((n) => ({ value: n.id, label: n.text }))}
          value={selected}
          onChange={(next) => onChange?.(next ?? path[i - 1])}
        />
      ))}
    </Space>
  );
}
