import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type Shop = {
  _id: string;
  businessName: string;
  description: string;
  logo: string | null;
  city: string;
  state: string;
  productCount: number;
};

/** GET /api/shops/:vendorId: a vendor's shop header (approved vendors only; 404 otherwise). */
export function fetchShop(vendorId: string, signal?: AbortSignal): Promise<Shop> {
  return apiRequest<Shop>(`/shops/${encodeURIComponent(vendorId)}`, { signal });
}

export function shopQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['storefront', 'shop', vendorId],
    queryFn: ({ signal }) => fetchShop(vendorId, signal),
    staleTime: 60_000,
    retry: false,
  });
}
