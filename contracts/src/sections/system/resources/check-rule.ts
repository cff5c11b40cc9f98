import { defineResource } from '../../../resource/define-resource.js';

/** 校验规则: named rules that `/sys/checkRule/checkByCode` applies. */
export const checkRuleResource = defineResource({
  key: 'sysCheckRule',
  title: '校验规则',
  table: 'sys_check_rule',
  path: '/sys/checkRule',
  formLayout: { columns: 1 },
  permission: 'system:checkRule',
  scope: 'global',
  titleField: 'ruleName',
  versioned: true,
  fields: {
    ruleName: { label: '规则名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    ruleCode: {
      label: '规则编码',
      kind: 'string',
      required: true,
      maxLength: 100,
      pattern: 'identifier',
      unique: true,
      immutable: true,
      search: 'like',
    },
    ruleJson: {
      label: '规则内容',
      kind: 'text',
      required: true,
      maxLength: 5000,
      list: false,
      help: '[{"digits":2,"pattern":"[A-Z]+","message":"前两位须为大写字母"},{"digits":"*","pattern":"\\\\d+","message":"其余须为数字"}]',
    },
    ruleDescription: { label: '说明', kind: 'string', maxLength: 255 },
  },
});
