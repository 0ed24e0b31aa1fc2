import type { PerformanceGoalsBody } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LastChange } from './performance';
import { performanceKey } from './performance-keys';

export type SavedGoals = PerformanceGoalsBody & { lastChange: LastChange };

/** PUT /api/vendors/performance/goals. */
export function setGoals(body: PerformanceGoalsBody) {
  return apiRequest<SavedGoals>('/vendors/performance/goals', { method: 'PUT', role: 'vendor', body });
}

/** Saves a month's goals, then reloads the dashboard. */
export function useSetGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoals,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: performanceKey }),
  });
}
