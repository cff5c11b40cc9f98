import type { UseQueryResult } from '@tanstack/react-query';
import type { PageResult } from '@vets/contracts';
import type { ReactNode } from 'react';
import Pager from '../ui/Pager';
import CardGrid from './CardGrid';
import CardSkeletons from './CardSkeletons';
import ErrorResult from './ErrorResult';
import styles from './ListBody.module.css';

interface Props<T extends { id: string }> {
  query: UseQueryResult<PageResult<T>>;
  columns?: number;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  /** Present for a paged list; absent for a fixed preview. */
  onPageChange?: (pageNo: number) => void;
}

/** One page of a portal list with its loading, failed and empty states and, when paged, a pager. */
export default function ListBody<T extends { id: string }>({
  query,
  columns = 1,
  emptyText,
  renderItem,
  onPageChange,
}: Props<T>) {
  if (query.isPending) return <CardSkeletons columns={columns} />;
  if (query.isError)
    return <ErrorResult error={query.error} onRetry={() => void query.refetch()} />;
  const { records, total, current, size } = query.data;
  return (
    <>
      <CardGrid
        items={records}
        columns={columns}
        emptyText={emptyText}
        renderItem={renderItem}
        stale={query.isPlaceholderData}
      />
      {onPageChange && total > size && (
        <Pager
          className={styles.pager}
          current={current}
          pageSize={size}
          total={total}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
