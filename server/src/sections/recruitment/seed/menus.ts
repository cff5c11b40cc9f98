import {
  actionPermission,
  companyEvaluationResource,
  fairBoothResource,
  permissionCode,
  RECRUITMENT_PERMISSIONS,
  RESOURCE_ACTIONS,
  resumeResource,
} from '@vets/contracts';
import {
  ACTION_NAMES,
  listPageOf,
  type SeedMenu,
  type SeedRoleCode,
} from '../../../core/auth/menu-seed.js';

export const STAFF: SeedRoleCode[] = ['admin', 'staff'];
/** Short: button ids append `-<page>-b<n>` and menu ids are at most 32 characters. */
export const PARENT = 'menu-zp';

export const listPage = listPageOf({
  parentId: PARENT,
  urlBase: '/recruitment',
  area: 'recruitment',
  roles: STAFF,
});

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
  button('position', 2, '人岗匹配', RECRUITMENT_PERMISSIONS.matchQuery),
  button('position', 3, '推送推荐', RECRUITMENT_PERMISSIONS.recommendPush),
  button('jobFair', 1, '展位审核', actionPermission(fairBoothResource, 'audit')),
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
  // 企业评价 has codes of its own (company users read theirs); staff keep every one of them.
  ...RESOURCE_ACTIONS.map(
    (action, i): SeedMenu => ({
      id: `${PARENT}-company-e${i + 1}`,
      parentId: `${PARENT}-company`,
      name: `企业评价${ACTION_NAMES[action]}`,
      url: '',
      component: null,
      menuType: 2,
      perms: permissionCode(companyEvaluationResource, action),
      sortNo: 30 + i,
      roles: STAFF,
    }),
  ),
];
