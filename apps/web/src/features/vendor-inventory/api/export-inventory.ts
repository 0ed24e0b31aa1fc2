import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { fileNameFrom, saveBlob } from '@/lib/download';
import { getToken } from '@/lib/token-storage';

/** `inventory_{YYYY-MM-DD}.csv`, unless the server names the file. */
export function inventoryExportFileName(date: Date = new Date()): string {
  const day = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return `inventory_${day}.csv`;
}

/**
 * GET /api/vendors/inventory/export?format=csv with the vendor's token, read as a blob and saved
 * through a temporary link. Returns the file name; throws when the file could not be fetched.
 */
export async function downloadInventoryCsv(): Promise<string> {
  const token = getToken('vendor');
  if (!token) throw new Error('Not signed in as a vendor');
  const response = await fetch(apiUrl('/vendors/inventory/export', { format: 'csv' }), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const blob = await response.blob();
  const fileName =
    fileNameFrom(response.headers.get('content-disposition'), /^[\w.-]+\.csv$/) ?? inventoryExportFileName();
  saveBlob(blob, fileName);
  return fileName;
}

export function useExportInventory() {
  return useMutation({ mutationFn: downloadInventoryCsv });
}
