import type { JobFairStats, MatchList } from '@vets/contracts';

export type { JobFairStats };

import { http } from '../../api/request';

export type HistoryKind = 'education' | 'work' | 'skill';
export type ResumeHistory = Record<HistoryKind, Array<Record<string, unknown>>>;

/** The recruitment calls beyond the standard resource routes. */
export const recruitmentApi = {
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
