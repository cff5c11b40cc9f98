import { applyExceljsSaxFix } from '../src/core/excel/exceljs-sax-fix.js';
import { applyExceljsStreamEndFix } from '../src/core/excel/exceljs-stream-end-fix.js';

// Test files may import exceljs themselves; the server's fixes must be in place first.
applyExceljsSaxFix();
applyExceljsStreamEndFix();
