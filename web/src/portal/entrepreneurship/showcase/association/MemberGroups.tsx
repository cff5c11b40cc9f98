import { assocMemberType, type PortalAssocMemberCard } from '@vets/contracts';
import CardGrid from '../../../components/CardGrid';
import CardSkeletons from '../../../components/CardSkeletons';
import ErrorResult from '../../../components/ErrorResult';
import SearchBar from '../../../components/SearchBar';
import { dictOptions, dictValueFrom } from '../../../dict-options';
import { pageFrom, textFrom } from '../../../list-params';
import Empty from '../../../ui/Empty';
import Pager from '../../../ui/Pager';
import Select from '../../../ui/Select';
import { useListSearch } from '../../../use-list-search';
import { useAssocMembers } from '../showcase-queries';
import styles from './Association.module.css';
import MemberCard from './MemberCard';

/** Members come 会长单位 first; a page holds them all but for a very large association. */
const PAGE_SIZE = 50;
const TYPES = dictOptions(assocMemberType);

/** The members in groups by type, in the dictionary's order. */
export function groupByType(members: PortalAssocMemberCard[]) {
  return TYPES.map((t) => ({
    ...t,
    members: members.filter((m) => m.memberType === t.value),
  })).filter((g) => g.members.length > 0);
}

/** 会员单位: searchable by name and type, shown in groups by type. */
export default function MemberGroups() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const memberType = dictValueFrom(assocMemberType, textFrom(search, 'memberType'));
  const query = useAssocMembers({
    keyword,
    memberType,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });
  return (
    <>
      <SearchBar
        keyword={keyword}
        label="会员单位搜索"
        placeholder="搜索会员单位名称"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="会员类型"
          placeholder="全部类型"
          value={memberType}
          options={TYPES}
          onChange={(value) => update({ memberType: value })}
        />
      </SearchBar>
      {query.isPending ? (
        <CardSkeletons columns={2} />
      ) : query.isError ? (
        <ErrorResult error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.records.length === 0 ? (
        <Empty className={styles.empty} description="暂无符合条件的会员单位" />
      ) : (
        <>
          {groupByType(query.data.records).map((group) => (
            <section
              key={group.value}
              className={styles.group}
              aria-labelledby={`cjh-type-${group.value}`}
            >
              <h3 id={`cjh-type-${group.value}`} className={styles.groupTitle}>
                {group.label}
                <span className={styles.groupCount}>{group.members.length} 家</span>
              </h3>
              <CardGrid<PortalAssocMemberCard>
                items={group.members}
                columns={2}
                emptyText=""
                renderItem={(m) => <MemberCard member={m} />}
                stale={query.isPlaceholderData}
              />
            </section>
          ))}
          {query.data.total > query.data.size && (
            <Pager
              className={styles.pager}
              current={query.data.current}
              pageSize={query.data.size}
              total={query.data.total}
              onChange={(pageNo) => update({ pageNo })}
            />
          )}
        </>
      )}
    </>
  );
}
