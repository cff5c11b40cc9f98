import { defineResource } from '../../../resource/define-resource.js';
import { creditCodeField, region } from '../../../vocabulary/index.js';
import { institutionType } from '../dicts.js';

/**
 * 培训机构: the institutions that train veterans. Staff keep them; an institution's own accounts
 * (role educationUser, `sys_user.company_id` naming the institution) keep its information.
 */
export const institutionResource = defineResource({
  key: 'trInstitution',
  title: '培训机构',
  table: 'tr_institution',
  path: '/training/institution',
  permission: 'training:institution',
  scope: { office: { region: 'regionCode' }, account: 'id' },
  titleField: 'institutionName',
  actions: {
    // Its own code: an institution's account edits its institution but opens no accounts.
    openAccount: { label: '开通账号', target: 'id' },
  },
  versioned: true,
  orgScoped: true,
  fields: {
    institutionName: {
      label: '机构名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      search: 'like',
      width: 220,
    },
    institutionType: {
      label: '机构类型',
      kind: 'string',
      dict: institutionType.code,
      required: true,
      search: 'eq',
    },
    creditCode: creditCodeField,
    licenseNo: { label: '办学许可证号', kind: 'string', maxLength: 50, list: false },
    regionCode: region('所在地区'),
    address: { label: '详细地址', kind: 'string', maxLength: 200, list: false },
    contactName: { label: '联系人', kind: 'string', maxLength: 30, sensitive: 'name' },
    contactPhone: { label: '联系电话', kind: 'string', pattern: 'phone', sensitive: 'phone' },
    trainingScope: { label: '培训专业（工种）', kind: 'string', maxLength: 500, width: 200 },
    // Puts the institution on the portal's alliance list: staff admit members.
    allianceMember: {
      label: '教育培训联盟成员',
      kind: 'switch',
      defaultValue: 'N',
      search: 'eq',
      writtenBy: 'staff',
    },
    introduction: { label: '机构简介', kind: 'text', maxLength: 2000, list: false },
    logo: { label: '机构标志', kind: 'image', maxLength: 500, list: false, public: true },
  },
  // 教育培训联盟 on the portal: the member institutions, never their contact person or phone.
  portal: {
    path: 'alliance',
    title: '教育培训联盟成员机构',
    publicWhen: { field: 'allianceMember', values: ['Y'] },
    card: [
      'institutionName',
      'institutionType',
      'regionCode',
      'trainingScope',
      'introduction',
      'logo',
    ],
    detail: ['address'],
    keyword: ['institutionName', 'trainingScope'],
    filters: ['regionCode'],
    order: [
      ['regionCode', 'asc'],
      ['institutionName', 'asc'],
    ],
    notFound: '该机构不是教育培训联盟成员或不存在',
  },
});

export const TRAINING_RESOURCES = [institutionResource] as const;
