import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import { applyExceljsStreamEndFix } from './exceljs-stream-end-fix.js';
import { applyExceljsUtf8Fix } from './exceljs-utf8-fix.js';

/** exceljs, loaded after its streaming-reader fixes. Import it from here, never directly. */
applyExceljsUtf8Fix();
applyExceljsStreamEndFix();
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule;
export default ExcelJS;
