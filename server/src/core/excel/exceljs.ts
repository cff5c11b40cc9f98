import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import { applyExceljsSaxFix } from './exceljs-sax-fix.js';
import { applyExceljsStreamEndFix } from './exceljs-stream-end-fix.js';

/** exceljs, loaded after its streaming-reader fixes. Import it from here, never directly. */
applyExceljsSaxFix();
applyExceljsStreamEndFix();
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule;
export default ExcelJS;
