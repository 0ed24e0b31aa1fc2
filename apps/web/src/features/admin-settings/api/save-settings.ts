import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import { type MarketplaceSettings, settingsQueryKey } from './get-settings';

export type SettingsChanges = Partial<
  Pick<
    MarketplaceSettings,
    | 'autoForwardOrders'
    | 'reviewListings'
    | 'taxRate'
    | 'commissionPercentage'
    | 'payoutHoldDays'
    | 'payoutMinimum'
    | 'payoutSchedule'
  >
>;

/** PUT /api/admin/settings: the changed settings; the reply holds all of them. */
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
      void queryClient.invalidateQueries({ queryKey: ['admin', 'listing-review'] });
      // The payouts desk shows the schedule, the minimum and the hold.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    },
  });
}
