import type { PortalContestDetail, PortalContestEntry } from '@vets/contracts';
import styles from './ContestDetail.module.css';
import { scoreText } from './contest-format';

/**
 * One entry's score sheet: every judge by code, their score on each criterion, their weighted
 * total and that total on the common scale; a recused judge shows 回避 and counts for nothing.
 */
export default function ScoreSheet({
  entry,
  criteria,
}: {
  entry: PortalContestEntry;
  criteria: PortalContestDetail['criteria'];
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.sheet}>
        <caption className={styles.caption}>“{entry.projectName}”评分表</caption>
        <thead>
          <tr>
            <th scope="col">评委</th>
            {criteria.map((c) => (
              <th key={c.name} scope="col">
                {c.name}
                <span className={styles.max}>（{c.maxScore}分）</span>
              </th>
            ))}
            <th scope="col">加权总分</th>
            <th scope="col">标准化总分</th>
          </tr>
        </thead>
        <tbody>
          {entry.sheet.map((line) => (
            <tr key={line.judge} className={line.recused ? styles.recused : undefined}>
              <th scope="row">{line.judge}</th>
              {line.recused ? (
                <td colSpan={criteria.length + 2} className={styles.recusedCell}>
                  回避（与参赛人存在关联关系，不参与该项目评分）
                </td>
              ) : (
                <>
                  {criteria.map((c, i) => (
                    <td key={c.name}>{scoreText(line.scores[i] ?? null)}</td>
                  ))}
                  <td>{scoreText(line.raw)}</td>
                  <td className={styles.normalised}>{scoreText(line.normalised)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">最终得分</th>
            <td colSpan={criteria.length + 2} className={styles.final}>
              {scoreText(entry.finalScore)}
              <span className={styles.finalNote}>
                （{entry.judgeCount} 位评委标准化总分的平均值）
              </span>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
