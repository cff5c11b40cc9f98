/** What the public portal may show of a position: no contact person, phone or personal data. */
export interface PortalPositionCard {
  id: string;
  title: string;
  companyId: string;
  companyName: string;
  categoryName: string;
  regionCode: string;
  regionName: string;
  salaryMin: number | null;
  salaryMax: number | null;
  education: string | null;
  educationText: string;
  experienceYears: number;
  headcount: number;
  welfareTags: string | null;
  veteranPriority: string;
  publishTime: string | null;
  expireDate: string;
}

export interface PortalPositionDetail extends PortalPositionCard {
  description: string | null;
  workAddress: string | null;
  workNatureText: string;
  ageMin: number | null;
  ageMax: number | null;
  skillTags: string | null;
  viewCount: number;
}

export interface PortalCompanyCard {
  id: string;
  companyName: string;
  industryName: string;
  ownershipText: string;
  scaleText: string;
  regionCode: string;
  regionName: string;
  logo: string | null;
  veteranPriority: string;
  positionCount: number;
}

export interface PortalCompanyDetail extends PortalCompanyCard {
  introduction: string | null;
  address: string | null;
  averageScore: number | null;
  evaluationCount: number;
}

export interface PortalJobFairCard {
  id: string;
  title: string;
  fairType: string;
  fairTypeText: string;
  organizer: string;
  venue: string | null;
  regionName: string;
  startTime: string;
  endTime: string;
  regDeadline: string | null;
  poster: string | null;
  companyCount: number;
  positionCount: number;
}

export interface PortalJobFairDetail extends PortalJobFairCard {
  description: string | null;
  companies: Array<{
    id: string;
    companyName: string;
    boothNo: string | null;
    positions: PortalPositionCard[];
  }>;
}

export interface PortalHomeStats {
  companyCount: number;
  positionCount: number;
  jobFairCount: number;
  headcount: number;
}
