/** Site permissions that belong to no resource. */
export const SITE_PERMISSIONS = {
  /** 门户站点信息: the portal footer's organisation, address, hotline and filing numbers. */
  siteEdit: 'system:site:edit',
} as const;
