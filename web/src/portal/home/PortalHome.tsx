import {
  BankOutlined,
  ReadOutlined,
  RocketOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Tag } from 'antd';
import type { ReactNode } from 'react';
import styles from './PortalHome.module.css';

interface Service {
  key: string;
  title: string;
  description: string;
  icon: ReactNode;
}

const SERVICES: Service[] = [
  {
    key: 'jobs',
    title: '岗位招聘',
    description: '按专业技能、求职意向与所在地区，为退役军人匹配合适的招聘岗位。',
    icon: <SolutionOutlined />,
  },
  {
    key: 'fairs',
    title: '招聘会',
    description: '发布线上线下专场招聘会信息，方便求职者与用人单位面对面交流。',
    icon: <ShopOutlined />,
  },
  {
    key: 'training',
    title: '技能培训',
    description: '汇集职业技能培训课程与培训机构，帮助提升岗位适应与就业能力。',
    icon: <ReadOutlined />,
  },
  {
    key: 'startup',
    title: '创业扶持',
    description: '提供创业政策、创业大赛与成果转化信息，支持退役军人自主创业。',
    icon: <RocketOutlined />,
  },
];

interface Audience {
  key: string;
  who: string;
  entry: string;
  text: string;
  icon: ReactNode;
}

const AUDIENCES: Audience[] = [
  {
    key: 'staff',
    who: '工作人员',
    entry: '工作人员登录',
    text: '各级退役军人服务机构的工作人员与管理员，请点击页面顶部的“工作人员登录”进入管理后台，办理岗位、招聘会、培训与就业档案等业务。',
    icon: <TeamOutlined />,
  },
  {
    key: 'company',
    who: '企业用户',
    entry: '企业登录',
    text: '招聘单位请点击页面顶部的“企业登录”，登录后可维护企业信息、发布招聘岗位并查看投递情况；尚无账号的企业请与所在地退役军人服务中心联系开通。',
    icon: <BankOutlined />,
  },
];

/** The public portal's landing page (/home). */
export default function PortalHome() {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <h1 className={styles.heading}>欢迎进入退役军人动态精准就业服务系统</h1>
        <p className={styles.subtitle}>
          为退役军人提供岗位匹配、招聘会、技能培训与创业扶持的一站式服务
        </p>
      </section>

      <section aria-labelledby="portal-services" className={styles.section}>
        <h2 id="portal-services" className={styles.sectionTitle}>
          服务项目
        </h2>
        <Row gutter={[16, 16]}>
          {SERVICES.map((service) => (
            <Col key={service.key} xs={24} sm={12} lg={6}>
              <Card variant="borderless" className={styles.serviceCard}>
                <div className={styles.serviceIcon} aria-hidden="true">
                  {service.icon}
                </div>
                <div className={styles.serviceHeader}>
                  <h3 className={styles.serviceTitle}>{service.title}</h3>
                  <Tag className={styles.soonTag}>即将开放</Tag>
                </div>
                <p className={styles.serviceText}>{service.description}</p>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className={styles.section}>
        <Card title="使用说明" variant="borderless" className={styles.guide}>
          <ul className={styles.guideList}>
            {AUDIENCES.map((audience) => (
              <li key={audience.key} className={styles.guideItem}>
                <span className={styles.guideIcon} aria-hidden="true">
                  {audience.icon}
                </span>
                <div>
                  <div className={styles.guideWho}>
                    {audience.who} → <span className={styles.guideEntry}>{audience.entry}</span>
                  </div>
                  <p className={styles.guideText}>{audience.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.guideNote}>
            社会公众无需登录即可浏览门户首页，招聘信息、招聘会等栏目将陆续开放。
          </p>
        </Card>
      </section>
    </div>
  );
}
