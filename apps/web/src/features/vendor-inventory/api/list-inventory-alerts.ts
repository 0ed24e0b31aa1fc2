import { INVENTORY_DEFAULTS } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AlertList } from '../types';
import { inventoryKeys } from './inventory-keys';

export type AlertsQuery = { page: number };

/**
 * GET /api/vendors/inventory/alerts/list?acknowledged=false&page: the active alerts (open, not yet
 * acknowledged), with `activeCount`, the number on the Alerts tab and in the menu.
 */
export function fetchActiveAlerts(query: AlertsQuery, signal?: AbortSignal) {
  return apiRequest<AlertList>('/vendors/inventory/alerts/list', {
    role: 'vendor',
    query: { acknowledged: false, page: query.page, limit: INVENTORY_DEFAULTS.pageSize },
    signal,
  });
}

export function activeAlertsQueryOptions(query: AlertsQuery) {
  return queryOptions({
    queryKey: inventoryKeys.alerts(query),
    queryFn: ({ signal }) => fetchActiveAlerts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActiveAlerts(query: AlertsQuery) {
  return useQuery(activeAlertsQueryOptions(query));
}

/** The number of active alerts (first page's `activeCount`); undefined until known or when it fails. */
export function useActiveAlertCount(): number | undefined {
  return useQuery({ ...activeAlertsQueryOptions({ page: 1 }), select: (list) => list.activeCount }).data;
}
