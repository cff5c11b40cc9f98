import { institutionResource } from '@vets/contracts';
import type { SeedDataRule } from '../../../core/auth/data-rule-seed.js';
import {
  listPageOf,
  resourceMenus,
  type SeedMenu,
  type SeedRoleCode,
} from '../../../core/auth/menu-seed.js';

const STAFF: SeedRoleCode[] = ['admin', 'staff'];
const EDUCATION: SeedRoleCode[] = ['educationUser'];
const GROUP = 'menu-tr';
const AREA = 'menu-jg';

/** 培训管理: the staff's pages of the training section. */
export const trainingPage = listPageOf({
  parentId: GROUP,
  urlBase: '/training',
  area: 'training',
  roles: STAFF,
});

/**
 * The group of 培训管理, and 机构中心: what an institution's own account works with, the same
 * resource bound to its own institution by the data rule below.
 */
export const TRAINING_MENUS: SeedMenu[] = [
  {
    id: GROUP,
    parentId: null,
    name: '培训管理',
    url: '/training',
    component: 'layouts/RouteView',
    redirect: '/training/institution',
    menuType: 0,
    sortNo: 18,
    icon: 'BookOutlined',
    roles: STAFF,
  },
  {
    id: AREA,
    parentId: null,
    name: '机构中心',
    url: '/institution',
    component: 'layouts/RouteView',
    redirect: '/institution/info',
    menuType: 0,
    sortNo: 5,
    icon: 'BookOutlined',
    roles: EDUCATION,
  },
  ...resourceMenus(
    {
      id: `${AREA}-info`,
      parentId: AREA,
      name: '机构信息',
      url: '/institution/info',
      component: 'training/InstitutionInfo',
      componentName: 'InstitutionInfo',
      sortNo: 1,
      roles: EDUCATION,
      // Its own contact person and phone are no secret to the institution.
      only: ['list', 'edit', 'sensitive'],
    },
    institutionResource,
  ),
];

/** An institution's account reads and writes only its own institution. */
export const TRAINING_DATA_RULES: SeedDataRule[] = [
  {
    id: 'dr-jg-institution',
    menuId: `${AREA}-info`,
    ruleName: '本机构信息',
    ruleColumn: 'id',
    ruleConditions: '=',
    ruleValue: '#{sys_user_company}',
    roles: EDUCATION,
  },
];
