import { defineDict } from '../../resource/dict-def.js';

/** 机构类型: the kinds of institutions that train veterans. */
export const institutionType = defineDict('tr_institution_type', '培训机构类型', {
  skillsSchool: ['1', '职业技能培训学校'],
  college: ['2', '高等院校'],
  vocational: ['3', '职业院校'],
  enterprise: ['4', '企业培训中心'],
  other: ['9', '其他'],
});

export const TRAINING_DICTS = [institutionType] as const;
