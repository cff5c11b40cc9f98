import { ApiError } from '../../api/transport';
import Button from '../ui/Button';
import Result from '../ui/Result';
import BackButton from './BackButton';

interface Props {
  error: unknown;
  /** The title when the thing asked for does not exist (HTTP 404). */
  notFoundTitle?: string;
  /** Where 返回 leads from a 404. */
  backTo?: { path: string; label: string };
  onRetry?: () => void;
}

/** A failed portal read: 404 as 不存在 with a way back, anything else with 重试. */
export default function ErrorResult({ error, notFoundTitle, backTo, onRetry }: Props) {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Result
        status="404"
        title={notFoundTitle ?? '内容不存在'}
        subTitle={message}
        extra={backTo && <BackButton to={backTo.path} label={backTo.label} />}
      />
    );
  }
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle={message || '请稍后重试'}
      extra={
        onRetry && (
          <Button variant="primary" onClick={onRetry}>
            重试
          </Button>
        )
      }
    />
  );
}
