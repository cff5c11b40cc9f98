import { useQuery } from '@tanstack/react-query';
import { contestEditionResource, contestStatus } from '@vets/contracts';
import { Select } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { resourceApi } from '../../../../components/resource/resource-api';

const api = resourceApi(contestEditionResource);

/** The edition chosen on the page, kept in the address (`?editionId=`) so links can name one. */
export function useEditionParam(): [string | undefined, (id: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get('editionId') ?? undefined;
  const set = useCallback(
    (next: string | undefined) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          if (next) copy.set('editionId', next);
          else copy.delete('editionId');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, set];
}

/**
 * Picks a contest edition (newest year first); with none chosen it picks the one being judged,
 * else the newest.
 */
export function EditionSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(id: string | undefined): void;
}) {
  const list = useQuery({
    queryKey: ['resource', contestEditionResource.key, 'select'],
    queryFn: () => api.list({ pageSize: 100, column: 'year', order: 'desc' }),
  });
  const records = list.data?.records;
  const options = useMemo(
    () =>
      (records ?? []).map((r) => ({
        value: r.id,
        label: `${String(r.name)}（${String(r.status_dictText ?? '')}）`,
      })),
    [records],
  );
  useEffect(() => {
    if (value || !records?.length) return;
    const judging = records.find((r) => r.status === contestStatus.values.judging);
    onChange((judging ?? records[0])!.id);
  }, [value, records, onChange]);
  return (
    <Select
      id="contest-edition"
      aria-label="创业大赛"
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isPending}
      placeholder="选择创业大赛"
      value={value}
      options={options}
      onChange={onChange}
      style={{ width: 360, maxWidth: '100%' }}
    />
  );
}
