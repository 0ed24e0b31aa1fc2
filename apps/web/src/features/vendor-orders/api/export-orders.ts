import { apiUrl } from '@/lib/api-client';
import { fileNameFrom, saveBlob } from '@/lib/download';
import { getToken } from '@/lib/token-storage';
import type { VendorOrderFilter } from '@/shared/vendor-orders/types';

/** `vendor_orders_{YYYY-MM-DD}.csv` (spec 001 section 9). */
export function exportFileName(date: Date = new Date()): string {
  const day = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return `vendor_orders_${day}.csv`;
}

/**
 * GET /api/vendors/orders/export?format=csv&status&search with the vendor's bearer token, read as
 * a blob and saved through a temporary link. Throws when the file could not be fetched.
 */
export async function downloadVendorOrdersCsv(filters: {
  status?: VendorOrderFilter | undefined;
  search?: string | undefined;
}): Promise<string> {
  const token = getToken('vendor');
  if (!token) throw new Error('Not signed in as a vendor');
  const response = await fetch(
    apiUrl('/vendors/orders/export', {
      format: 'csv',
      status: filters.status,
      search: filters.search?.trim(),
    }),
    { headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' }, credentials: 'same-origin' },
  );
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const blob = await response.blob();
  const fileName =
    fileNameFrom(response.headers.get('content-disposition'), /^vendor_orders_[\w-]+\.csv$/) ??
    exportFileName();
  saveBlob(blob, fileName);
  return fileName;
}
