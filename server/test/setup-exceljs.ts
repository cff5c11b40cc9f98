// Test files may import exceljs themselves; the server's fix must be in place first.
import { applyExceljsUtf8Fix } from '../src/core/excel/exceljs-utf8-fix.js';

applyExceljsUtf8Fix();
