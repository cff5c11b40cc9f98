import { type PortalTransformationCard, transformStatus } from '@vets/contracts';
import { CardLink } from '../../../components/CardLink';
import { EnvironmentIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import { fundingText } from '../showcase-format';
import { transformationHref } from '../showcase-links';
import styles from './TransformationCard.module.css';

/** 对接中 in green, 已对接 muted: whether the item still looks for partners. */
export function StatusTag({ status, text }: { status: string; text: string }) {
  return status === transformStatus.values.matched ? (
    <Tag>{text}</Tag>
  ) : (
    <Tag color="green">{text}</Tag>
  );
}

/** A transformation item in the list: what it offers and the cooperation it seeks. */
export default function TransformationCard({ item: t }: { item: PortalTransformationCard }) {
  return (
    <CardLink to={transformationHref(t.id)} className={styles.card}>
      <div className={styles.head}>
        <Tag color="geekblue">{t.resultTypeText}</Tag>
        <StatusTag status={t.status} text={t.statusText} />
      </div>
      <h3 className={styles.title} title={t.title}>
        {t.title}
      </h3>
      <div className={styles.owner}>
        <span title={t.ownerName}>{t.ownerName}</span>
        <span className={styles.region}>
          <EnvironmentIcon aria-label="所在地区" /> {t.regionCodeText}
        </span>
      </div>
      <p className={styles.summary}>{t.summary}</p>
      <div className={styles.modes}>
        {t.cooperationModesTexts.map((m) => (
          <Tag key={m} color="orange" filled>
            {m}
          </Tag>
        ))}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>拟融资</dt>
          <dd className={styles.money}>{fundingText(t.fundingSought)}</dd>
        </div>
        <div>
          <dt>成熟度</dt>
          <dd>{t.maturityText}</dd>
        </div>
      </dl>
    </CardLink>
  );
}
