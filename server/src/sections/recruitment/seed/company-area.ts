import {
  COMPANY_BOOTH_PERMISSION,
  companyEvaluationResource,
  companyResource,
  deliveryResource,
  interviewResource,
  jobPositionResource,
  permissionCode,
  type ResourceDef,
} from '@vets/contracts';
import type { SeedDataRule } from '../../../core/auth/data-rule-seed.js';
import { resourceMenus, type SeedMenu, type SeedRoleCode } from '../../../core/auth/menu-seed.js';

const COMPANY: SeedRoleCode[] = ['companyUser'];
const AREA = 'menu-qy';

/** A page of 企业中心 over a recruitment resource, offering only `only` of its actions. */
function page(
  key: string,
  name: string,
  sortNo: number,
  def: ResourceDef,
  component: string,
  only: readonly string[],
): SeedMenu[] {
  return resourceMenus(
    {
      id: `${AREA}-${key}`,
      parentId: AREA,
      name,
      url: `/company/${key}`,
      component: `recruitment/${component}`,
      componentName: `Company${component}`,
      sortNo,
      roles: COMPANY,
      only,
    },
    def,
  );
}

/** A company user reads its evaluations on 企业信息, and writes none. */
const EVALUATION_READ: SeedMenu = {
  id: `${AREA}-info-e1`,
  parentId: `${AREA}-info`,
  name: '查看企业评价',
  url: '',
  component: null,
  menuType: 2,
  perms: permissionCode(companyEvaluationResource, 'list'),
  sortNo: 30,
  roles: COMPANY,
};

/**
 * 企业中心: what a company user works with. The pages show the same resources as the staff's,
 * bound to the user's own company by the data rules below.
 */
export const COMPANY_AREA_MENUS: SeedMenu[] = [
  {
    id: AREA,
    parentId: null,
    name: '企业中心',
    url: '/company',
    component: 'layouts/RouteView',
    redirect: '/company/info',
    menuType: 0,
    sortNo: 5,
    icon: 'BankOutlined',
    roles: COMPANY,
  },
  // Its own contact person and phone are no secret to the company (the data rule keeps others').
  ...page('info', '企业信息', 1, companyResource, 'CompanyInfo', ['list', 'edit', 'sensitive']),
  EVALUATION_READ,
  ...page('position', '招聘岗位', 2, jobPositionResource, 'PositionList', [
    'list',
    'add',
    'edit',
    'delete',
    'export',
    'publish',
  ]),
  ...page('delivery', '收到的投递', 3, deliveryResource, 'DeliveryList', [
    'list',
    'edit',
    'export',
  ]),
  ...page('interview', '面试安排', 4, interviewResource, 'InterviewList', ['list', 'add', 'edit']),
  {
    id: `${AREA}-booth`,
    parentId: AREA,
    name: '参会申请',
    url: '/company/booth',
    component: 'recruitment/CompanyBooths',
    componentName: 'CompanyBooths',
    menuType: 1,
    sortNo: 5,
    roles: COMPANY,
  },
  {
    id: `${AREA}-booth-b1`,
    parentId: `${AREA}-booth`,
    name: '申请展位',
    url: '',
    component: null,
    menuType: 2,
    perms: COMPANY_BOOTH_PERMISSION,
    sortNo: 1,
    roles: COMPANY,
  },
];

const ownCompany = (
  key: string,
  menu: string,
  ruleName: string,
  ruleColumn: string,
): SeedDataRule => ({
  id: `dr-qy-${key}`,
  menuId: `${AREA}-${menu}`,
  ruleName,
  ruleColumn,
  ruleConditions: '=',
  ruleValue: '#{sys_user_company}',
  roles: COMPANY,
});

/** A company user reads and writes only its own company's records. */
export const COMPANY_AREA_DATA_RULES: SeedDataRule[] = [
  ownCompany('company', 'info', '本企业信息', 'id'),
  ownCompany('position', 'position', '本企业岗位', 'companyId'),
  ownCompany('delivery', 'delivery', '投递本企业岗位的记录', 'companyId'),
];
