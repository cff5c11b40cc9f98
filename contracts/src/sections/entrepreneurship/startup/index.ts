/** 创业者、创业项目、创业大赛. */
export const STARTUP_RESOURCES = [] as const;
