import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, isApiError } from '@/lib/api-client';
import type { ImportRowError } from '../types';
import { inventoryKeys } from './inventory-keys';

export type ImportResult = { rows: number; changed: number; unchanged: number; durationMs: number };

/**
 * POST /api/vendors/inventory/import (multipart, field `file`), reporting the upload's progress.
 * A file with any bad row changes nothing: the server answers 400 `IMPORT_INVALID` with `rows`.
 */
export function importInventory({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (fraction: number) => void;
}) {
  const body = new FormData();
  body.append('file', file);
  return apiUpload<ImportResult>('/vendors/inventory/import', {
    role: 'vendor',
    body,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** The row-by-row report of a refused import (row 1 is the header), or null for any other failure. */
export function importRowErrors(error: unknown): ImportRowError[] | null {
  if (!isApiError(error) || error.code !== 'IMPORT_INVALID') return null;
  const rows = error.extra.rows;
  if (!Array.isArray(rows)) return null;
  return rows.filter(
    (r): r is ImportRowError =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as ImportRowError).row === 'number' &&
      typeof (r as ImportRowError).message === 'string',
  );
}

/** Imports a file, then refetches every inventory view. */
export function useImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInventory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
