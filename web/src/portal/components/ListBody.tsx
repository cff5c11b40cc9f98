import type { UseQueryResult } from '@tanstack/react-query';
import type { PageResult } from '@vets/contracts';
import { Pagination } from 'antd';
import type { ReactNode } from 'react';
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
        <Pagination
          className={styles.pager}
          align="center"
          current={current}
          pageSize={size}
          total={total}
          showSizeChanger={false}
          showTotal={(n) => `共 ${n} 条`}
          responsive
          onChange={onPageChange}
        />
      )}
    </>
  );
}
