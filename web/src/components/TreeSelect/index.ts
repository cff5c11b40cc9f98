export { type CategorySelectProps, default as CategorySelect } from './CategorySelect';
export { default as TreeSelect, type TreeSelectProps } from './TreeSelect';
export type { TreeLoader } from './tree-api';
export {
  CATEGORY_CONDITION_ERROR,
  parseTreeCondition,
  TREE_CONDITION_ERROR,
} from './tree-condition';
export { TREE_RESPONSE_UNRECOGNIZED, type TreeNode, toTreeNodes } from './tree-nodes';
