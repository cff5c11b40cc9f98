import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { itemText, joinValues, splitValues } from '../DictSelect/dict-text';
import { useDictItems } from '../DictSelect/use-dict-items';
import { loadDictTexts, searchDict } from './search-api';
import {
  debounce,
  mergeOptions,
  optionsFromTexts,
  SEARCH_DEBOUNCE_MS,
  SEARCH_EMPTY_TEXT,
  SEARCH_HINT,
  SEARCH_PAGE_SIZE,
  type SearchOption,
} from './search-select';

export interface SearchSelectProps {
  /** A dictionary code, or the spec `table,text,code`. */
  dict: string;
  /** Searches on the server (default); false loads all items once and filters locally. */
  async?: boolean;
  multiple?: boolean;
  pageSize?: number;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** A select whose options come from searching a dictionary; several values are comma-joined. */
export default function SearchSelect(props: SearchSelectProps) {
  return props.async === false ? (
    <LocalSearchSelect {...props} />
  ) : (
    <RemoteSearchSelect {...props} />
  );
}

function RemoteSearchSelect({
  dict,
  multiple = false,
  pageSize = SEARCH_PAGE_SIZE,
  value,
  onChange,
  placeholder = SEARCH_HINT,
  disabled,
  style,
  'data-testid': testId,
}: SearchSelectProps) {
  const [results, setResults] = useState<SearchOption[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const lastSearch = useRef(0);
  const askedTexts = useRef(new Set<string>());
  const selected = useMemo(() => splitValues(value), [value]);

  const search = useMemo(
    () =>
      debounce((keyword: string) => {
        const id = ++lastSearch.current;
        setLoading(true);
        searchDict(dict, keyword, pageSize)
          .then((found) => {
            if (id !== lastSearch.current) return;
            setResults(found);
            setSearched(true);
          })
          .catch(() => {
            if (id === lastSearch.current) setResults([]);
          })
          .finally(() => {
            if (id === lastSearch.current) setLoading(false);
          });
      }, SEARCH_DEBOUNCE_MS),
    [dict, pageSize],
  );
  useEffect(() => () => search.cancel(), [search]);

  // Values set from outside show their texts, asked for once per value.
  useEffect(() => {
    const missing = selected.filter((v) => !known.has(v) && !askedTexts.current.has(v));
    if (!missing.length) return;
    for (const v of missing) askedTexts.current.add(v);
    loadDictTexts(dict, missing)
      .then((texts) =>
        setKnown((prev) => {
          const next = new Map(prev);
          for (const o of optionsFromTexts(missing, texts)) next.set(o.value, o.label);
          return next;
        }),
      )
      .catch(() => {});
  }, [dict, selected, known]);

  const remember = (values: string[]) => {
    const byValue = new Map(results.map((o) => [o.value, o.label]));
    setKnown((prev) => {
      const next = new Map(prev);
      for (const v of values) {
        const label = byValue.get(v);
        if (label !== undefined) next.set(v, label);
      }
      return next;
    });
  };

  return (
    <Select<string | string[]>
      data-testid={testId}
      style={style}
      disabled={disabled}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch: (keyword) => search(keyword.trim()) }}
      notFoundContent={loading ? <Spin size="small" /> : searched ? SEARCH_EMPTY_TEXT : SEARCH_HINT}
      options={mergeOptions(results, selected, known)}
      value={multiple ? selected : selected[0]}
      onChange={(next) => {
        const values = next === undefined ? [] : Array.isArray(next) ? next : [next];
        remember(values);
        onChange?.(values.length ? joinValues(values) : undefined);
      }}
    />
  );
}

function LocalSearchSelect({
  dict,
  multiple = false,
  value,
  onChange,
  placeholder = SEARCH_HINT,
  disabled,
  style,
  'data-testid': testId,
}: SearchSelectProps) {
  const { items, loading } = useDictItems(dict);
  const selected = splitValues(value);
  return (
    <Select<string | string[]>
      data-testid={testId}
      style={style}
      disabled={disabled}
      loading={loading}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={SEARCH_EMPTY_TEXT}
      options={items.map((item) => ({ value: String(item.value), label: itemText(item) }))}
      value={multiple ? selected : selected[0]}
      onChange={(next) => {
        const values = next === undefined ? [] : Array.isArray(next) ? next : [next];
        onChange?.(values.length ? joinValues(values) : undefined);
      }}
    />
  );
}
