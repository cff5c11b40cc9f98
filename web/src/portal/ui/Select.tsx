import styles from './Select.module.css';

interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly SelectOption[];
  /** The first choice, meaning no filter (全部…). */
  placeholder: string;
  label: string;
  size?: 'middle' | 'large';
  className?: string;
}

/** A native drop-down whose first choice clears the filter. */
export default function Select({
  value,
  onChange,
  options,
  placeholder,
  label,
  size = 'middle',
  className,
}: Props) {
  const classes = [styles.select, size === 'large' && styles.large, !value && styles.empty];
  return (
    <select
      className={[...classes, className].filter(Boolean).join(' ')}
      aria-label={label}
      name={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
