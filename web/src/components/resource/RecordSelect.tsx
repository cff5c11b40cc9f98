import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, ResourceRecord } from '@vets/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { http } from '../../api/request';

export interface RecordSelectProps {
  /** The other resource's API path (`/recruitment/company`). */
  path: string;
  /** Its field shown as the label and searched with `like`. */
  text: string;
  multiple?: boolean;
  /** One id, or several comma-joined. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  id?: string;
}

const SEARCH_DELAY_MS = 300;
const ids = (value: string | null | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** A searchable select over another resource's records, for reference fields. */
export function RecordSelect({
  path,
  text,
  multiple,
  value,
  onChange,
  placeholder,
  id,
}: RecordSelectProps) {
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // Labels of options picked here, so a choice keeps its text while the next search loads.
  const [picked, setPicked] = useState(() => new Map<string, string>());
  const found = useQuery({
    queryKey: ['record-select', path, text, keyword],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await http.get<PageResult<ResourceRecord>>(`${path}/list`, {
          [text]: keyword || undefined,
          pageNo: 1,
          pageSize: 20,
        })
      ).result.records,
  });
  const chosen = ids(value);
  const known = new Map(picked);
  for (const r of found.data ?? []) known.set(r.id, String(r[text] ?? r.id));
  const missing = chosen.filter((id) => !known.has(id));
  const labels = useQuery({
    queryKey: ['record-select-labels', path, missing.join(',')],
    enabled: missing.length > 0,
    queryFn: async () =>
      Promise.all(
        missing.map(async (id) => {
          const r = (await http.get<ResourceRecord>(`${path}/queryById`, { id }, { silent: true }))
            .result;
          return [id, String(r[text] ?? id)] as const;
        }),
      ),
  });
  for (const [id, label] of labels.data ?? []) known.set(id, label);
  for (const id of chosen) if (!known.has(id)) known.set(id, id);
  const options = [...known].map(([id, label]) => ({ value: id, label }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      loading={found.isFetching}
      options={options}
      placeholder={placeholder}
      value={multiple ? chosen : (value ?? undefined)}
      onChange={(next: string | string[] | undefined, option) => {
        const chosenOptions = (Array.isArray(option) ? option : [option]).filter(Boolean);
        setPicked((prev) => {
          const copy = new Map(prev);
          for (const o of chosenOptions) if (o?.value) copy.set(String(o.value), String(o.label));
          return copy;
        });
        onChange?.(Array.isArray(next) ? next.join(',') || undefined : next || undefined);
      }}
    />
  );
}
