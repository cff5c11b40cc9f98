import { Select } from 'antd';
import { HEBEI_CITIES, knownCity } from '../regions';

interface Props {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  className?: string;
  size?: 'large' | 'middle' | 'small';
}

/** 全部城市 or one city of 河北省. */
export default function CitySelect({ value, onChange, className, size }: Props) {
  return (
    <Select<string>
      className={className}
      size={size}
      aria-label="所在城市"
      placeholder="全部城市"
      allowClear
      value={knownCity(value)}
      options={HEBEI_CITIES as { value: string; label: string }[]}
      onChange={(code) => onChange(code || undefined)}
    />
  );
}
