/** Editable grid constants of widgets.md section 9 ("Grid:") and its texts of section 2.1. */
export const ROW_HEIGHT = 61;
export const DEFAULT_MAX_HEIGHT = 400;
export const STATISTICS_ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 40;

export const MIN_WIDTH = {
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
  date: 135,
  rowNumber: 60,
  /** Selection checkbox or radio column. */
  selection: 40,
  selectionWithStatistics: 60,
  /** Action columns (the drag-sort handle). */
  action: 40,
  actionWithStatistics: 60,
} as const;

export const DEFAULT_COLUMN_WIDTH = 150;
export const RELOAD_HIGHLIGHT_MS = 1400;
export const INSERT_CLICK_GUARD_MS = 1500;
export const MULTI_SELECT_MAX_TAGS = 1;
export const DEFAULT_DRAG_SORT_KEY = 'orderNum';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const FILE_NAME_DISPLAY_LENGTH = 5;

export const GRID_TEXT = {
  add: '新增',
  save: '保存',
  remove: '删除',
  clearSelection: '清空选择',
  sum: '合计',
  average: '平均',
  empty: '暂无数据',
  moveUp: '向上移',
  moveDown: '向下移',
  insertRow: '插入一行',
  dragSort: '拖动排序',
  rowNumber: '#',
  selectAll: '全选',
  selectRow: '选择',
  socketOpen: '实时同步已连接',
  socketClosed: '实时同步未连接',
} as const;
