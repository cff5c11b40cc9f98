export { type AreaLinkageProps, default as AreaLinkage } from './AreaLinkage';
export { clearAreaTreeCache, loadAreaTree } from './area-api';
export {
  type AreaNode,
  areaLabel,
  areaPathLabel,
  BAD_TYPE_TEXT,
  findAreaPath,
} from './area-tree';
export { RegionPicker, type RegionPickerProps } from './RegionPicker';
export { useAreaTree } from './use-area-tree';
