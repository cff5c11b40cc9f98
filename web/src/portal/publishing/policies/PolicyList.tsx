import { policyCategory, policyLevel, type policyResource } from '@vets/contracts';
import { useDocumentMeta } from '../../../app/document-meta';
import ProjectionList from '../../projection/ProjectionList';
import PageTitle from '../components/PageTitle';
import PolicyRow from '../components/PolicyRow';

const INTRO = '国家、省、市出台的退役军人就业、创业、培训和优待政策，附政策解读。';

/** 政策法规 (/zcfg): published policies by keyword, level and category. */
export default function PolicyList() {
  useDocumentMeta('政策法规', INTRO);
  return (
    <ProjectionList<typeof policyResource>
      path="policy"
      header={<PageTitle title="政策法规" intro={INTRO} />}
      search={{ label: '政策搜索', placeholder: '搜索政策名称或文号' }}
      filters={[
        { field: 'level', label: '层级', placeholder: '全部层级', dict: policyLevel },
        { field: 'category', label: '类别', placeholder: '全部类别', dict: policyCategory },
      ]}
      pageSize={10}
      emptyText="暂无政策"
      renderItem={(p) => <PolicyRow policy={p} />}
    />
  );
}
