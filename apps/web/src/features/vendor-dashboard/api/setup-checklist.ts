import type { SetupItemKey } from '@market/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendors/setup-checklist (decision 0046): each item done or not, decided on the server. */
export type SetupChecklist = {
  items: { key: SetupItemKey; label: string; detail: string; done: boolean }[];
  doneCount: number;
  total: number;
  complete: boolean;
  /** An approved vendor with an item left: the dashboard shows the checklist. */
  show: boolean;
};

export function setupChecklistQueryOptions() {
  return queryOptions({
    queryKey: ['vendor', 'setup-checklist'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ checklist: SetupChecklist }>('/vendors/setup-checklist', {
          role: 'vendor',
          signal,
        })
      ).checklist,
  });
}
