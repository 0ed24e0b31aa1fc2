import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiRequest } from '@/lib/api-client';

/** GET/PUT /api/admin/settings: rates in percent. */
export type MarketplaceSettings = {
  autoForwardOrders: boolean;
  taxRate: number;
  commissionPercentage: number;
  currency: string;
};

export type SettingsChanges = Partial<
  Pick<MarketplaceSettings, 'autoForwardOrders' | 'taxRate' | 'commissionPercentage'>
>;

export function fetchSettings(signal?: AbortSignal): Promise<MarketplaceSettings> {
  return apiRequest<MarketplaceSettings>('/admin/settings', { role: 'admin', signal });
}

export const settingsQueryKey = ['admin', 'settings'] as const;

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => fetchSettings(signal) });
}

export function saveSettings(changes: SettingsChanges) {
  return apiEnvelope<MarketplaceSettings>('/admin/settings', { method: 'PUT', role: 'admin', body: changes });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(settingsQueryKey, data);
      // The order desk shows whether forwarding is automatic.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
