import type { Role } from '@market/domain';
import { ApiError, apiUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { getToken } from '@/lib/token-storage';
import type { InquiryAttachment } from '@/shared/inquiries/types';

/**
 * GET the attachment's access-checked path with the bearer token and hand the file to the browser
 * as a download (the files are never at a public address, so a plain link cannot fetch them).
 */
export async function downloadAttachment(attachment: InquiryAttachment, role: Role): Promise<void> {
  const headers = new Headers();
  const token = getToken(role);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(attachment.url), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: `HTTP_${response.status}`,
      message: 'The attachment could not be downloaded',
    });
  }
  saveBlob(await response.blob(), attachment.filename);
}
