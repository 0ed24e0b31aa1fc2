import { apiUrl } from '@/lib/api-client';
import { fileNameFrom, saveBlob } from '@/lib/download';
import { getToken } from '@/lib/token-storage';

/**
 * GET /api/vendors/orders/analytics/export?timeRange= with the vendor's token, saved as
 * `order-analytics-{date}.csv` through a temporary link. Throws when the file could not be fetched.
 */
export async function downloadOrderAnalyticsCsv(timeRange: number): Promise<string> {
  const token = getToken('vendor');
  if (!token) throw new Error('Not signed in as a vendor');
  const response = await fetch(apiUrl('/vendors/orders/analytics/export', { timeRange }), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const blob = await response.blob();
  const fileName =
    fileNameFrom(response.headers.get('content-disposition'), /^order-analytics-[\w-]+\.csv$/) ??
    `order-analytics-${new Date().toISOString().slice(0, 10)}.csv`;
  saveBlob(blob, fileName);
  return fileName;
}
