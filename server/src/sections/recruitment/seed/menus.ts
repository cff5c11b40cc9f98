import {
  actionPermission,
  companyResource,
  deliveryResource,
  fairBoothResource,
  interviewResource,
  jobFairResource,
  jobPositionResource,
  permissionCode,
  RECRUITMENT_PERMISSIONS,
  type ResourceDef,
  recommendRecordResource,
  recommendRuleResource,
  resumeResource,
} from '@vets/contracts';
import { resourceMenus, type SeedMenu, type SeedRoleCode } from '../../../core/auth/menu-seed.js';

const STAFF: SeedRoleCode[] = ['admin', 'staff'];
/** Short: button ids append `-<page>-b<n>` and menu ids are at most 32 characters. */
const PARENT = 'menu-zp';

/** A list page; without a component of its own it is the resource's generic page. */
function page(
  key: string,
  name: string,
  component: string | null,
  sortNo: number,
  def: Pick<ResourceDef, 'key' | 'permission' | 'actions'>,
): SeedMenu[] {
  return resourceMenus(
    {
      id: `${PARENT}-${key}`,
      parentId: PARENT,
      name,
      url: `/recruitment/${key}`,
      ...(component ? { component: `recruitment/${component}`, componentName: component } : {}),
      sortNo,
      roles: STAFF,
    },
    def,
  );
}

function button(parent: string, n: number, name: string, perms: string): SeedMenu {
  return {
    id: `${PARENT}-${parent}-x${n}`,
    parentId: `${PARENT}-${parent}`,
    name,
    url: '',
    component: null,
    menuType: 2,
    perms,
    sortNo: 20 + n,
    roles: STAFF,
  };
}

/** 招聘管理: companies, positions, resumes, applications, interviews, fairs and matching. */
export const RECRUITMENT_MENUS: SeedMenu[] = [
  {
    id: PARENT,
    parentId: null,
    name: '招聘管理',
    url: '/recruitment',
    component: 'layouts/RouteView',
    redirect: '/recruitment/company',
    menuType: 0,
    sortNo: 20,
    icon: 'SolutionOutlined',
    roles: STAFF,
  },
  ...page('company', '企业管理', 'CompanyList', 1, companyResource),
  ...page('position', '招聘岗位', 'PositionList', 2, jobPositionResource),
  button('position', 2, '人岗匹配', RECRUITMENT_PERMISSIONS.matchQuery),
  button('position', 3, '推送推荐', RECRUITMENT_PERMISSIONS.recommendPush),
  ...page('resume', '简历管理', 'ResumeList', 3, resumeResource),
  ...page('delivery', '岗位投递', 'DeliveryList', 4, deliveryResource),
  ...page('interview', '面试管理', 'InterviewList', 5, interviewResource),
  ...page('jobFair', '招聘会', 'JobFairList', 6, jobFairResource),
  button('jobFair', 1, '展位审核', actionPermission(fairBoothResource, 'audit')),
  ...page('recommendRule', '推荐规则', null, 7, recommendRuleResource),
  ...page('recommendRecord', '推荐记录', null, 8, recommendRecordResource),
  {
    id: `${PARENT}-resumeSearch`,
    parentId: PARENT,
    name: '简历搜索',
    url: '/recruitment/resumeSearch',
    component: 'recruitment/ResumeSearch',
    componentName: 'ResumeSearch',
    menuType: 1,
    perms: permissionCode(resumeResource, 'list'),
    sortNo: 9,
    keepAlive: true,
    roles: STAFF,
  },
  {
    id: `${PARENT}-favorite`,
    parentId: PARENT,
    name: '我的收藏',
    url: '/recruitment/favorite',
    component: 'recruitment/FavoriteList',
    componentName: 'FavoriteList',
    menuType: 1,
    perms: RECRUITMENT_PERMISSIONS.favoriteList,
    sortNo: 10,
    keepAlive: true,
    roles: STAFF,
  },
  button('favorite', 1, '收藏', RECRUITMENT_PERMISSIONS.favoriteAdd),
];
