import type { PortalAgriProductDetail, PortalAgriProjectDetail } from '@vets/contracts';
import { Link } from 'react-router';
import CardGrid from '../../../components/CardGrid';
import DetailState from '../../../components/DetailState';
import styles from '../../../detail.module.css';
import Card from '../../../ui/Card';
import { ShoppingIcon, SunIcon } from '../../../ui/icons';
import Tag from '../../../ui/Tag';
import { entrepreneurshipPages } from '../../pages';
import BackLink from '../components/BackLink';
import Cover from '../components/Cover';
import Facts from '../components/Facts';
import { priceText } from '../showcase-format';
import { type AgriKind, agriHref } from '../showcase-links';
import { useAgriProduct, useAgriProject } from '../showcase-queries';
import own from './AgriDetail.module.css';
import AgriProductCard, { categoryTone } from './AgriProductCard';

const PROJECTS = { path: entrepreneurshipPages.agri.path, label: '返回农业创新平台' };
const PRODUCTS = {
  path: `${entrepreneurshipPages.agri.path}?tab=product`,
  label: '返回农产品列表',
};

/** A project or a product of the platform, in the platform's own route. */
export default function AgriDetail({ id, type }: { id: string; type: AgriKind }) {
  return type === 'product' ? <ProductDetail id={id} /> : <ProjectDetail id={id} />;
}

function ProjectDetail({ id }: { id: string }) {
  const query = useAgriProject(id);
  return (
    <>
      <BackLink to={PROJECTS.path} label={PROJECTS.label} />
      <DetailState id={id} query={query} notFoundTitle="农业项目不存在或未发布" backTo={PROJECTS}>
        {(p) => <Project project={p} />}
      </DetailState>
    </>
  );
}

function Project({ project: p }: { project: PortalAgriProjectDetail }) {
  return (
    <div className={styles.single}>
      <Card>
        <div className={own.summary}>
          <Cover
            src={p.cover}
            alt={`${p.projectName}图片`}
            label={p.produce ?? '农业项目'}
            icon={<SunIcon />}
            tone="green"
            className={own.cover}
          />
          <div className={own.info}>
            <div className={styles.tags}>
              <Tag color="green">{p.stageText}</Tag>
            </div>
            <h1 className={styles.title}>{p.projectName}</h1>
            <Facts
              items={[
                ['经营主体', p.operatorName],
                ['基地所在地', p.regionName],
                ['项目规模', p.scale],
                ['主要作物/畜禽', p.produce],
                ['特色产品', `${p.productCount} 种`],
              ]}
            />
          </div>
        </div>
      </Card>
      <Card title="项目简介">
        <p className={`${styles.text} ${p.summary ? '' : styles.muted}`}>
          {p.summary || '暂无项目简介'}
        </p>
      </Card>
      <Card title={`特色产品（${p.products.length}）`}>
        <CardGrid<PortalAgriProjectDetail['products'][number]>
          items={p.products}
          columns={3}
          emptyText="该项目暂未发布产品"
          renderItem={(product) => <AgriProductCard item={product} />}
        />
      </Card>
    </div>
  );
}

function ProductDetail({ id }: { id: string }) {
  const query = useAgriProduct(id);
  return (
    <>
      <BackLink to={PRODUCTS.path} label={PRODUCTS.label} />
      <DetailState id={id} query={query} notFoundTitle="农产品不存在或未发布" backTo={PRODUCTS}>
        {(p) => <Product product={p} />}
      </DetailState>
    </>
  );
}

function Product({ product: p }: { product: PortalAgriProductDetail }) {
  return (
    <div className={styles.single}>
      <Card>
        <div className={own.summary}>
          <Cover
            src={p.image}
            alt={`${p.productName}图片`}
            label={p.categoryText}
            icon={<ShoppingIcon />}
            tone={categoryTone(p.category)}
            className={own.cover}
          />
          <div className={own.info}>
            <div className={styles.tags}>
              <Tag color="green">{p.categoryText}</Tag>
            </div>
            <h1 className={styles.title}>{p.productName}</h1>
            <div className={own.price}>{priceText(p.priceMin, p.priceMax, p.priceUnit)}</div>
            <Facts
              items={[
                ['规格', p.spec],
                ['产地', p.originName],
                ['销售渠道', p.salesChannel],
              ]}
            />
            <p className={own.project}>
              所属项目：
              <Link to={agriHref(p.projectId, 'project')}>{p.projectName}</Link>
            </p>
          </div>
        </div>
      </Card>
      <Card title="产品介绍">
        <p className={`${styles.text} ${p.intro ? '' : styles.muted}`}>
          {p.intro || '暂无产品介绍'}
        </p>
      </Card>
    </div>
  );
}
