import { REPORT_VIEWS } from '../report-views.js';

/** The report source dictionary mirrors the registered views. */
export const REPORT_SOURCE_ITEMS: Array<[value: string, text: string]> = REPORT_VIEWS.map((v) => [
  v.key,
  v.label,
]);
