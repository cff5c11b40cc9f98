/** Archive permissions that belong to no resource: the employment statistics. */
export const ARCHIVES_PERMISSIONS = {
  statisticsView: 'archives:statistics:list',
  statisticsExport: 'archives:statistics:export',
  /** A county office signs off (freezes) its figures of a closed period. */
  statisticsSignOff: 'archives:statistics:signoff',
  dashboardView: 'archives:dashboard:view',
} as const;
