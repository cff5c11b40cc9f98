import type { JobFairStats, MatchList } from '@vets/contracts';

export type { JobFairStats };

import { http } from '../../api/request';

export type HistoryKind = 'education' | 'work' | 'skill';
export type ResumeHistory = Record<HistoryKind, Array<Record<string, unknown>>>;

/** The recruitment calls beyond the standard resource routes. */
export const recruitmentApi = {
  auditCompanies: (ids: string[], approve: boolean, reason?: string) =>
    http.post('/recruitment/company/audit', { ids: ids.join(','), approve, reason }),
  publishPositions: (ids: string[]) =>
    http.post('/recruitment/position/publish', { ids: ids.join(',') }),
  closePositions: (ids: string[]) =>
    http.post('/recruitment/position/close', { ids: ids.join(',') }),
  changeDeliveryStatus: (id: string, status: string, note?: string) =>
    http.put('/recruitment/delivery/changeStatus', { id, status, note }),
  auditBooths: (ids: string[], approve: boolean, reason?: string) =>
    http.post('/recruitment/fairBooth/audit', { ids: ids.join(','), approve, reason }),
  fairStatistics: async (id: string) =>
    (await http.get<JobFairStats>('/recruitment/jobFair/statistics', { id })).result,
  positionsForResume: async (resumeId: string) =>
    (await http.get<MatchList>('/recruitment/match/positionsForResume', { resumeId, limit: 20 }))
      .result,
  resumesForPosition: async (positionId: string) =>
    (await http.get<MatchList>('/recruitment/match/resumesForPosition', { positionId, limit: 20 }))
      .result,
  pushRecommendation: (resumeId: string, positionId: string) =>
    http.post<{ id: string; score: number; messageSent: boolean }>('/recruitment/recommend/push', {
      resumeId,
      positionId,
    }),
  resumeHistory: async (resumeId: string) =>
    (await http.get<ResumeHistory>('/recruitment/resume/history', { resumeId })).result,
  saveResumeHistory: (resumeId: string, history: ResumeHistory) =>
    http.put('/recruitment/resume/history', { resumeId, ...history }),
  addFavorite: (targetType: 'position' | 'company' | 'resume', targetId: string) =>
    http.post('/recruitment/favorite/add', { targetType, targetId }),
};
