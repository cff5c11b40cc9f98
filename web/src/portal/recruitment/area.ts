import type { PortalArea } from '../portal-page';
import { recruitmentPages } from './pages';

export const recruitmentArea: PortalArea<keyof typeof recruitmentPages> = {
  pages: recruitmentPages,
  load: {
    fairs: () => import('./fairs/FairList'),
    fairDetail: () => import('./fairs/FairDetail'),
    recruitment: () => import('./jobs/RecruitmentLanding'),
    companies: () => import('./companies/CompanyList'),
    positions: () => import('./jobs/PositionList'),
    positionDetail: () => import('./jobs/PositionDetail'),
    companyInfo: () => import('./companies/CompanyInfo'),
  },
};
