import { useQuery } from '@tanstack/react-query';
import { dashboardApi, logApi } from '@vets/contracts';
import { call } from '../../../../api/call';

/** The sections' figures in the caller's scope. */
export const useDashboardFigures = () =>
  useQuery({
    queryKey: ['dashboard', 'figures'],
    queryFn: async () => (await call(dashboardApi.figures, {})).result,
  });

/** Sign-ins and addresses of the last 7 days (`/sys/visitInfo`). */
export const useVisitInfo = () =>
  useQuery({
    queryKey: ['sys', 'visitInfo'],
    queryFn: async () => (await call(logApi.visitInfo, {})).result,
  });
