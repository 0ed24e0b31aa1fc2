import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/impersonation/end with the imp_ vendor token: ends (and audits) the admin's view. */
export function endImpersonation(): Promise<void> {
  return apiRequest<void>('/admin/impersonation/end', { method: 'POST', role: 'vendor' });
}
