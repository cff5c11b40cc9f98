/**
 * Category-tree roots the industry and occupation fields pick from (seeded into 分类字典 by the
 * recruitment section).
 */
export const INDUSTRY_ROOT_CODE = 'HYFL';
export const OCCUPATION_ROOT_CODE = 'ZYFL';
