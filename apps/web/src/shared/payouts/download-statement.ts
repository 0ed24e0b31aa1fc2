import { MESSAGES } from '@market/domain';
import { ApiError, apiUrl } from '@/lib/api-client';
import { fileNameFrom, saveBlob } from '@/lib/download';
import { getToken } from '@/lib/token-storage';

export type StatementFormat = 'csv' | 'pdf';

/** Who downloads: the vendor its own statement, an admin any vendor's. */
export type StatementRole = 'vendor' | 'admin';

const EXPORT_PATH: Record<StatementRole, (id: string) => string> = {
  vendor: (id) => `/vendors/payouts/${encodeURIComponent(id)}/statement/export`,
  admin: (id) => `/admin/payouts/${encodeURIComponent(id)}/statement/export`,
};

/**
 * GET …/payouts/:id/statement/export?format=csv|pdf with the role's bearer token (a plain link
 * cannot send it), saved under the server's name 'payout-statement-{date}-{id}.{format}'.
 * Returns the file name; throws an `ApiError` with the server's sentence when it refuses.
 */
export async function downloadPayoutStatement(
  role: StatementRole,
  payoutId: string,
  format: StatementFormat,
): Promise<string> {
  const token = getToken(role);
  if (!token) throw new ApiError({ status: 401, code: 'NOT_SIGNED_IN', message: MESSAGES.authRequired });
  let response: Response;
  try {
    response = await fetch(apiUrl(EXPORT_PATH[role](payoutId), { format }), {
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.networkError });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({
      status: response.status,
      code: `HTTP_${response.status}`,
      message: body?.message ?? `Download failed (${response.status})`,
      serverMessage: body?.message ?? null,
    });
  }
  const blob = await response.blob();
  const fileName =
    fileNameFrom(
      response.headers.get('content-disposition'),
      new RegExp(`^payout-statement-[\\w-]+\\.${format}$`),
    ) ?? `payout-statement-${payoutId.slice(-8)}.${format}`;
  saveBlob(blob, fileName);
  return fileName;
}
