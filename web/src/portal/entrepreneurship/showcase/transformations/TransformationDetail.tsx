import type { transformationResource } from '@vets/contracts';
import { transformStatus } from '@vets/contracts';
import Attachments from '../../../components/Attachments';
import styles from '../../../detail.module.css';
import ProjectionDetail from '../../../projection/ProjectionDetail';
import Card from '../../../ui/Card';
import { MailIcon, PhoneIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import { entrepreneurshipPages } from '../../pages';
import Facts from '../components/Facts';
import RichText from '../components/RichText';
import { dateText, fundingText } from '../showcase-format';
import { StatusTag } from './TransformationCard';
import own from './TransformationDetail.module.css';

const BACK = { path: entrepreneurshipPages.transformations.path, label: '返回创业成果转化' };

/** 项目详情 (/cycgzhxiangqing?id=): the result, the cooperation it seeks and whom to contact. */
export default function TransformationDetail() {
  return (
    <ProjectionDetail<typeof transformationResource>
      path="transformation"
      notFoundTitle="成果转化项目不存在或未发布"
      backTo={BACK}
    >
      {(t) => (
        <div className={styles.page}>
          <div className={styles.main}>
            <Card>
              <div className={own.tags}>
                <Tag color="geekblue">{t.resultTypeText}</Tag>
                <StatusTag status={t.status} text={t.statusText} />
              </div>
              <h1 className={`${styles.title} ${own.title}`}>{t.title}</h1>
              <Facts
                items={[
                  ['成果持有单位', t.ownerName],
                  ['所在地区', t.regionCodeText],
                  ['成熟度', t.maturityText],
                  ['拟融资金额', fundingText(t.fundingSought)],
                  ['知识产权', t.patentNo],
                  ['发布时间', dateText(t.publishTime)],
                ]}
              />
              <p className={own.lead}>{t.summary}</p>
            </Card>
            <Card title="项目详情">
              <RichText html={t.body} empty="暂无详细介绍" />
              <Attachments files={t.attachments} />
            </Card>
          </div>
          <aside className={styles.side} aria-label="合作与对接">
            <Card title="寻求合作">
              <div className={own.modes}>
                {t.cooperationModesTexts.map((m) => (
                  <Tag key={m} color="orange" filled>
                    {m}
                  </Tag>
                ))}
              </div>
            </Card>
            <Card title="对接联系方式">
              <ContactChannel value={t.contactChannel} />
              <p className={own.note}>
                {t.status === transformStatus.values.matched
                  ? '该项目已完成对接，如有新的合作意向仍可联系。'
                  : '有意合作的单位请通过以上联系方式与成果持有单位洽谈。'}
              </p>
            </Card>
          </aside>
        </div>
      )}
    </ProjectionDetail>
  );
}

/** The organisation's channel as a link: mailto for an e-mail address, tel for a number. */
function ContactChannel({ value }: { value: string }) {
  const mail = value.includes('@');
  const href = mail ? `mailto:${value}` : `tel:${value.replace(/[^\d+]/g, '')}`;
  return (
    <a className={own.channel} href={href}>
      {mail ? <MailIcon /> : <PhoneIcon />} {value}
    </a>
  );
}
