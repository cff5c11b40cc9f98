import { registerAddPolicy } from '../../components/resource/add-policies';
import type { PageModule, WebSection } from '../web-section';
import { companyApprovalPolicy } from './company-approval';

/** 招聘管理 in the back office: company users add records only once their company is approved. */
export const recruitmentSection: WebSection = {
  key: 'recruitment',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
  setup() {
    registerAddPolicy(companyApprovalPolicy);
  },
};
