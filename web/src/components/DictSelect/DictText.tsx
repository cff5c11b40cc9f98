import { dictText } from './dict-text';
import { useDictItems } from './use-dict-items';

/** The texts of a comma-joined dictionary value, e.g. '1,3' → '博士,本科'. */
export function useDictText(
  dictCode: string | null | undefined,
  value: string | number | null | undefined,
): string {
  const { items } = useDictItems(dictCode);
  return dictText(items, value);
}

export interface DictTextProps {
  dictCode: string;
  value?: string | number | null;
  'data-testid'?: string;
}

export default function DictText({ dictCode, value, 'data-testid': testId }: DictTextProps) {
  return <span data-testid={testId}>{useDictText(dictCode, value)}</span>;
}
