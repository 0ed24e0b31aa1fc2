import type { ReportFormat } from '@market/domain';
import { ApiError, apiUrl } from '@/lib/api-client';
import { fileNameFrom, saveBlob } from '@/lib/download';
import { getToken } from '@/lib/token-storage';
import type { SalesReportFilters } from './sales-report';

/**
 * GET /api/vendors/reports/sales/export with the report's filters and the vendor's token, read
 * chunk by chunk (`onProgress` gets the bytes received so far, the file being streamed without a
 * known length) and saved as 'sales-report-{date}.csv' or '.pdf' through a temporary link.
 */
export async function downloadSalesReport(
  filters: SalesReportFilters,
  format: ReportFormat,
  onProgress: (bytes: number) => void,
): Promise<string> {
  const token = getToken('vendor');
  if (!token) throw new Error('Not signed in as a vendor');
  const response = await fetch(apiUrl('/vendors/reports/sales/export', { ...filters, format }), {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({
      status: response.status,
      code: `HTTP_${response.status}`,
      message: body?.message ?? `Export failed (${response.status})`,
      serverMessage: body?.message ?? null,
    });
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  const blob = new Blob(chunks, { type: format === 'pdf' ? 'application/pdf' : 'text/csv' });
  const fileName =
    fileNameFrom(
      response.headers.get('content-disposition'),
      new RegExp(`^sales-report-[\\w-]+\\.${format}$`),
    ) ?? `sales-report-${new Date().toISOString().slice(0, 10)}.${format}`;
  saveBlob(blob, fileName);
  return fileName;
}
