import { describe, expect, it } from 'vitest';
import { computeStatistics, formatStatistic, statisticsRows } from './statistics';
import type { GridColumn } from './types';

describe('grid statistics', () => {
  const columns: GridColumn[] = [
    { key: 'amount', title: '金额', statistics: ['sum', 'average'] },
    { key: 'count', title: '数量', statistics: ['sum'] },
    { key: 'name', title: '名称' },
  ];

  it('sums numbers and averages over the row count, ignoring non-numbers', () => {
    const values = computeStatistics(
      [
        { id: '1', amount: 10, count: '2' },
        { id: '2', amount: '5.5', count: 'x' },
        { id: '3', amount: '', count: 1 },
      ],
      columns,
    );
    expect(values.sum).toEqual({ amount: 15.5, count: 3 });
    expect(values.average).toEqual({ amount: 15.5 / 3 });
    expect(formatStatistic(15.5 / 3)).toBe('5.17');
    expect(statisticsRows(columns)).toEqual(['sum', 'average']);
    expect(statisticsRows([{ key: 'a', title: 'a' }])).toEqual([]);
  });
});
