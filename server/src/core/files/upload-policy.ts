/**
 * What may be uploaded: an extension whitelist, and for each extension the signatures
 * (as `file-type` names them) its content must carry. Plain-text types must carry none.
 */
const SIGNATURES: Record<string, readonly string[] | 'text'> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  mp4: ['mp4'],
  mp3: ['mp3'],
  txt: 'text',
  csv: 'text',
};

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const EXCEL_EXTENSIONS = ['xls', 'xlsx'] as const;
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(ext: string, allowed?: readonly string[]): boolean {
  return Object.hasOwn(SIGNATURES, ext) && (!allowed || allowed.includes(ext));
}

/** Whether detected content (undefined: no known signature) matches the extension. */
export function contentMatches(ext: string, detected: string | undefined): boolean {
  const expected = SIGNATURES[ext];
  if (!expected) return false;
  if (expected === 'text') return detected === undefined;
  return detected !== undefined && expected.includes(detected);
}

const BIZ = /^[A-Za-z0-9_-]{1,32}(\/[A-Za-z0-9_-]{1,32}){0,2}$/;

/** `biz` is a folder under the upload root: letters, digits, _ and -, at most 3 levels. */
export function isValidBiz(biz: string): boolean {
  return BIZ.test(biz);
}
