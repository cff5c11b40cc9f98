import { CloseCircleIcon, SearchIcon } from './icons';
import styles from './SearchInput.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name, e.g. 关键词. */
  label: string;
  size?: 'middle' | 'large';
  maxLength?: number;
  className?: string;
}

/** A text box with a search icon in front and, once it holds text, a ✕ that empties it. */
export default function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  size = 'middle',
  maxLength = 30,
  className,
}: Props) {
  const classes = [styles.box, size === 'large' && styles.large, className];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <SearchIcon className={styles.prefix} />
      <input
        className={styles.input}
        type="search"
        name="keyword"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          aria-label="清除"
          onClick={() => onChange('')}
        >
          <CloseCircleIcon />
        </button>
      )}
    </span>
  );
}
