import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import Button from '../ui/Button';
import SearchInput from '../ui/SearchInput';
import styles from './SearchBar.module.css';

interface Props {
  /** The keyword the list is filtered by now (from the URL). */
  keyword: string | undefined;
  placeholder: string;
  /** The form's accessible name, e.g. 岗位搜索. */
  label: string;
  onSearch: (keyword: string) => void;
  /** Filters beside the keyword (a city, a fair type), applied as they change. */
  children?: ReactNode;
}

/** A keyword box with filters and 搜索; Enter searches too. */
export default function SearchBar({ keyword, placeholder, label, onSearch, children }: Props) {
  const [draft, setDraft] = useState(keyword ?? '');
  useEffect(() => setDraft(keyword ?? ''), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form className={styles.bar} onSubmit={submit} aria-label={label}>
      <SearchInput
        className={styles.keyword}
        label="关键词"
        placeholder={placeholder}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          // Clearing with the ✕ shows the whole list again at once.
          if (!value && keyword) onSearch('');
        }}
      />
      <div className={styles.filters}>
        {children}
        <Button variant="primary" type="submit">
          搜索
        </Button>
      </div>
    </form>
  );
}
