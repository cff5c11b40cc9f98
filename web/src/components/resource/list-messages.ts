/** Messages of the standard list page (widgets.md sections 5 and 8). */
export const LIST_MESSAGES = {
  selectFirst: 'please select a record!',
  confirmBatchDelete: (n: number) => `确定要删除这 ${n} 项吗?`,
  confirmDelete: '确定删除吗?',
  missingUrl: 'please set url.list/delete/deleteBatch property!',
  detailTitle: '详细信息',
  importTitle: '导入EXCEL',
  uploading: '上传中...',
  fileUploaded: '文件上传成功',
  fileUploadFailed: '文件上传失败',
} as const;

export const DETAIL_MODAL_WIDTH = 1200;
export const IMPORT_MODAL_WIDTH = 600;
export const SUPER_QUERY_MODAL_WIDTH = 1000;
export const DETAIL_COLUMNS_DEFAULT = 3;
export const DETAIL_COLUMNS_MAX = 4;
/** The search form collapses beyond this many fields. */
export const SEARCH_FIELDS_COLLAPSED = 3;
