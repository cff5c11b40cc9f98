import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import { applyExceljsUtf8Fix } from './exceljs-utf8-fix.js';

/** exceljs, loaded after its streaming-reader fix. Import it from here, never directly. */
applyExceljsUtf8Fix();
const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule;
export default ExcelJS;
