import { Typography } from 'antd';

/** How each figure is counted, as the page's help text. */
export function StatisticsHelp() {
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
      <ul style={{ paddingInlineStart: 18, margin: 0 }}>
        <li>在册人数：统计期末（含末日）已建档、常住地区在所选地区内的档案数。</li>
        <li>
          已就业：在册档案中就业状态为已就业、自主经营、自主创业的人数；未就业：就业状态为未就业的人数；就业率
          = 已就业 ÷ 在册人数（保留一位小数）。
        </li>
        <li>
          服务安置：就业日期在统计期内的就业成果条数；新增失业登记：登记日期在统计期内的失业登记条数。
        </li>
        <li>
          未签发的统计期按当前档案实时统计；区县签发已结束的统计期后，该区县本期数字及其构成档案即被冻结，之后修改档案不再影响；省级可撤销签发。
        </li>
        <li>点击表格中的数字可查看构成该数字的档案。</li>
      </ul>
    </Typography.Paragraph>
  );
}
