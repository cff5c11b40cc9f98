import { BankIcon, TeamIcon } from '../ui/icons';
import styles from './LoginGuide.module.css';

/** Who signs in where: staff and companies use the buttons at the top of the page. */
export default function LoginGuide() {
  return (
    <ul className={styles.guide} aria-label="登录说明">
      <li className={styles.item}>
        <TeamIcon className={styles.icon} />
        <span>
          <span className={styles.who}>工作人员</span>
          ：请点击页面顶部的“工作人员登录”进入管理后台，办理岗位、招聘会、培训与就业档案等业务。
        </span>
      </li>
      <li className={styles.item}>
        <BankIcon className={styles.icon} />
        <span>
          <span className={styles.who}>企业用户</span>
          ：请点击“企业登录”维护企业信息、发布岗位；尚无账号的企业请与所在地退役军人服务中心联系开通。
        </span>
      </li>
    </ul>
  );
}
