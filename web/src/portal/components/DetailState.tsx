import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Card from '../ui/Card';
import Result from '../ui/Result';
import Skeleton from '../ui/Skeleton';
import BackButton from './BackButton';
import ErrorResult from './ErrorResult';

interface Props<T> {
  id: string | null;
  query: UseQueryResult<T>;
  notFoundTitle: string;
  backTo: { path: string; label: string };
  children: (data: T) => ReactNode;
}

/** A detail page's states: no id, loading, not found or failed, then the content. */
export default function DetailState<T>({ id, query, notFoundTitle, backTo, children }: Props<T>) {
  const back = <BackButton to={backTo.path} label={backTo.label} />;
  if (!id)
    return <Result status="404" title={notFoundTitle} subTitle="缺少参数：id" extra={back} />;
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="加载中">
        <Card>
          <Skeleton rows={8} />
        </Card>
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorResult
        error={query.error}
        notFoundTitle={notFoundTitle}
        backTo={backTo}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
