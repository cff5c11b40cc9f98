import type { SectionPart } from '../part.js';

/** 成果展示、成果转化、农业创新平台、促进会、教育培训联盟. */
export const showcasePart: SectionPart = {};
