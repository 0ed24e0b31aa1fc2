import { apiUrl } from '@/lib/api-client';
import { getToken } from '@/lib/token-storage';
import type { VendorOrderFilter } from '../types';

/** `vendor_orders_{YYYY-MM-DD}.csv` (spec 001 section 9). */
export function exportFileName(date: Date = new Date()): string {
  const day = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return `vendor_orders_${day}.csv`;
}

function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  const name = match?.[1]?.trim();
  return name && /^vendor_orders_[\w-]+\.csv$/.test(name) ? name : null;
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
  const fileName = fileNameFrom(response.headers.get('content-disposition')) ?? exportFileName();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}
