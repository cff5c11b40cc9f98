// Test files may import exceljs themselves; the server's fixes must be in place first.
import { applyExceljsStreamEndFix } from '../src/core/excel/exceljs-stream-end-fix.js';
import { applyExceljsUtf8Fix } from '../src/core/excel/exceljs-utf8-fix.js';

applyExceljsUtf8Fix();
applyExceljsStreamEndFix();
