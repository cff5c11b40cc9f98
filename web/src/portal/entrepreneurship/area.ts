import type { PortalArea } from '../portal-page';
import { entrepreneurshipPages } from './pages';

export const entrepreneurshipArea: PortalArea<keyof typeof entrepreneurshipPages> = {
  pages: entrepreneurshipPages,
  load: {
    agri: () => import('./showcase/agri/AgriPlatform'),
    contests: () => import('./contest/ContestList'),
    contestDetail: () => import('./contest/ContestDetail'),
    achievements: () => import('./showcase/achievements/AchievementList'),
    achievementDetail: () => import('./showcase/achievements/AchievementDetail'),
    transformations: () => import('./showcase/transformations/TransformationList'),
    transformationDetail: () => import('./showcase/transformations/TransformationDetail'),
    alliance: () => import('./showcase/alliance/Alliance'),
    association: () => import('./showcase/association/Association'),
  },
};
