import type { MarketingSpendBody } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LastChange } from './performance';
import { performanceKey } from './performance-keys';

export type SavedSpend = MarketingSpendBody & { lastChange: LastChange };

/** PUT /api/vendors/performance/spend. */
export function setSpend(body: MarketingSpendBody) {
  return apiRequest<SavedSpend>('/vendors/performance/spend', { method: 'PUT', role: 'vendor', body });
}

/** Records a month's marketing spend, then reloads the dashboard. */
export function useSetSpend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSpend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: performanceKey }),
  });
}
