/** Recruitment permissions that belong to no resource: matching, recommending, favourites. */
export const RECRUITMENT_PERMISSIONS = {
  matchQuery: 'recruitment:match:query',
  recommendPush: 'recruitment:recommend:push',
  favoriteList: 'recruitment:favorite:list',
  favoriteAdd: 'recruitment:favorite:add',
} as const;
