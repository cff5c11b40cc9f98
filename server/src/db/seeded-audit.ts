/** Audit columns of a row the seed creates. */
export const seededAudit = (now: string) => ({
  createBy: 'system',
  createTime: now,
  updateBy: null,
  updateTime: null,
});
