import { HEBEI_CITIES, knownCity } from '../regions';
import Select from '../ui/Select';

interface Props {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  className?: string;
  size?: 'middle' | 'large';
}

/** 全部城市 or one city of 河北省. */
export default function CitySelect({ value, onChange, className, size }: Props) {
  return (
    <Select
      className={className}
      size={size}
      label="所在城市"
      placeholder="全部城市"
      value={knownCity(value)}
      options={HEBEI_CITIES}
      onChange={onChange}
    />
  );
}
