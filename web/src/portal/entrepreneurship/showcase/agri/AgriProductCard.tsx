import { agriCategory, type PortalAgriProductCard } from '@vets/contracts';
import { CardLink } from '../../../components/CardLink';
import { EnvironmentIcon, ShoppingIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import Cover from '../components/Cover';
import { priceText } from '../showcase-format';
import { agriHref } from '../showcase-links';
import styles from './AgriCard.module.css';

const C = agriCategory.values;

/** The placeholder's colour by category: grain and oil amber, produce green, meat orange… */
export const categoryTone = (category: string) =>
  category === C.fruitVeg
    ? 'green'
    : category === C.aquatic
      ? 'cyan'
      : category === C.livestock
        ? 'orange'
        : category === C.processed
          ? 'purple'
          : 'blue';

/** A product in the list: its category, spec, price and origin. */
export default function AgriProductCard({ item: p }: { item: PortalAgriProductCard }) {
  return (
    <CardLink to={agriHref(p.id, 'product')} className={styles.card}>
      <Cover
        src={p.image}
        alt=""
        label={p.categoryText}
        icon={<ShoppingIcon />}
        tone={categoryTone(p.category)}
        className={styles.cover}
      />
      <div className={styles.body}>
        <div className={styles.tags}>
          <Tag color="green">{p.categoryText}</Tag>
          {p.spec && <Tag>{p.spec}</Tag>}
        </div>
        <h3 className={styles.title} title={p.productName}>
          {p.productName}
        </h3>
        <div className={styles.price}>{priceText(p.priceMin, p.priceMax, p.priceUnit)}</div>
        <div className={styles.line} title={p.projectName}>
          {p.projectName}
        </div>
        <div className={styles.foot}>
          <EnvironmentIcon aria-label="产地" /> {p.originName}
        </div>
      </div>
    </CardLink>
  );
}
