import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { jobFairStatsSchema } from '../job-fair-stats.js';
import { jobFairResource } from '../resources/job-fair.js';

/** 招聘会 statistics (fairs, booths with their approval and registrations are resources). */
export const jobFairApi = defineEndpoints('招聘会', {
  statistics: {
    method: 'GET',
    path: '/recruitment/jobFair/statistics',
    summary: '招聘会统计',
    access: perm(permissionCode(jobFairResource, 'list')),
    records: { id: jobFairResource.key },
    query: z.object({ id: z.string().min(1).max(32) }),
    response: jobFairStatsSchema,
  },
});
