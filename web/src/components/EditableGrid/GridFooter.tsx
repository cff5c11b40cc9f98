import { memo } from 'react';
import { leadWidth } from './column-layout';
import styles from './EditableGrid.module.css';
import { GRID_TEXT } from './grid-constants';
import { dataCellStyle, leadStyle, useGridContext } from './grid-context';
import { formatStatistic, type StatisticsValues } from './statistics';
import type { StatisticsType } from './types';

const LABEL: Record<StatisticsType, string> = { sum: GRID_TEXT.sum, average: GRID_TEXT.average };

/** The 合计 and 平均 rows, 32 px each, kept at the bottom of the scroll area. */
function GridFooterView({ kinds, values }: { kinds: StatisticsType[]; values: StatisticsValues }) {
  const { columns, widths, lead } = useGridContext();
  const leadTotal = leadWidth(lead);
  return (
    <div className={styles.footer} data-testid="grid-statistics">
      {kinds.map((kind) => (
        <div key={kind} className={styles.footerRow} data-statistics={kind}>
          {leadTotal > 0 && (
            <div className={`${styles.lead} ${styles.footerLabel}`} style={leadStyle(leadTotal)}>
              {LABEL[kind]}
            </div>
          )}
          {columns.map((column, i) => {
            const value = values[kind][column.key];
            const text = value === undefined ? '' : formatStatistic(value);
            return (
              <div
                key={column.key}
                data-col-key={column.key}
                className={styles.cell}
                style={dataCellStyle(widths.get(column.key) ?? 0)}
              >
                <div className={styles.cellContent}>
                  {leadTotal === 0 && i === 0 && !text ? LABEL[kind] : text}
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

export const GridFooter = memo(GridFooterView);
