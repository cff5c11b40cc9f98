import type { SectionPart } from '../part.js';

/** 创业者、创业项目、创业大赛 (editions, entries, judges, scores, awards). */
export const startupPart: SectionPart = {};
