/** One page of a list as every list answers it (JeecgBoot's IPage shape). */
export const pageResult = <T>(records: T[], total: number, pageNo: number, pageSize: number) => ({
  records,
  total,
  size: pageSize,
  current: pageNo,
  pages: Math.ceil(total / pageSize),
});
