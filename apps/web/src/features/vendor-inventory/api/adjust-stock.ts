import type { AdjustStockBody } from '@market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import type { InventoryItem, StockMovement } from '../types';
import { inventoryKeys } from './inventory-keys';

/** POST /api/vendors/inventory/{id}/adjust: a signed change of stock; with a unit cost it records a batch. */
export function adjustStock({ id, body }: { id: string; body: AdjustStockBody }) {
  return apiEnvelope<{ item: InventoryItem; movement: StockMovement }>(
    `/vendors/inventory/${encodeURIComponent(id)}/adjust`,
    { method: 'POST', role: 'vendor', body },
  );
}

/** Adjusts stock, then refetches every inventory view (list, overview, alerts, analytics, history). */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
