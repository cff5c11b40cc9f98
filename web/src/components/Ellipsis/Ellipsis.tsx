import { Tooltip } from 'antd';
import { ELLIPSIS_LENGTH, ellipsisText } from './ellipsis-text';

export interface EllipsisProps {
  value?: string | null;
  /** Maximum width, full-width characters counting two; default 25. */
  length?: number;
  className?: string;
  'data-testid'?: string;
}

/** Text cut with '...' when too long, the full text in a tooltip. */
export default function Ellipsis({
  value,
  length = ELLIPSIS_LENGTH,
  className,
  'data-testid': testId,
}: EllipsisProps) {
  const text = value ?? '';
  const shown = ellipsisText(text, length);
  if (shown === text) {
    return (
      <span className={className} data-testid={testId}>
        {text}
      </span>
    );
  }
  return (
    <Tooltip title={text}>
      <span className={className} data-testid={testId} data-full-text={text}>
        {shown}
      </span>
    </Tooltip>
  );
}
