import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import type { InventoryAlert } from '../types';
import { inventoryKeys } from './inventory-keys';

/** POST /api/vendors/inventory/{id}/alerts/{alertId}/acknowledge. */
export function acknowledgeAlert(alert: Pick<InventoryAlert, '_id' | 'inventoryId'>) {
  return apiEnvelope<{ alert: InventoryAlert }>(
    `/vendors/inventory/${encodeURIComponent(alert.inventoryId)}/alerts/${encodeURIComponent(alert._id)}/acknowledge`,
    { method: 'POST', role: 'vendor' },
  );
}

/** Acknowledges an alert, then refetches the alerts, the overview and the menu's count. */
export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
