import { apiUrl } from '@/lib/api-client';
import { getToken } from '@/lib/token-storage';

function fileNameFrom(disposition: string | null): string | null {
  const name = disposition?.match(/filename="?([^";]+)"?/i)?.[1]?.trim();
  return name && /^order-analytics-[\w-]+\.csv$/.test(name) ? name : null;
}

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
    fileNameFrom(response.headers.get('content-disposition')) ??
    `order-analytics-${new Date().toISOString().slice(0, 10)}.csv`;
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
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}
