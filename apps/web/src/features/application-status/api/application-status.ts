import type { ApplicationStatus } from '@market/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getApplicationKey } from '@/lib/application-keys';

export type LoginCredentials = { email: string; password: string; loginUrl: string };

/** GET /api/vendors/application-status/:applicationId (spec 001 section 3, Application status result). */
export type ApplicationStatusResult = {
  applicationId: string;
  businessName: string;
  status: ApplicationStatus | (string & {});
  message: string;
  submittedAt: string;
  reviewedAt: string | null;
  notes: string | null;
  /** Present while approved and before the vendor's first sign-in, to the browser that applied. */
  loginCredentials: LoginCredentials | null;
};

export function fetchApplicationStatus(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ApplicationStatusResult> {
  const key = getApplicationKey(applicationId);
  return apiRequest<ApplicationStatusResult>(
    `/vendors/application-status/${encodeURIComponent(applicationId)}`,
    { signal, ...(key ? { headers: { 'X-Application-Key': key } } : {}) },
  );
}

/** Public data (no role): checked afresh every time, never retried (a 404 is an answer). */
export function applicationStatusQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['application-status', applicationId],
    queryFn: ({ signal }) => fetchApplicationStatus(applicationId, signal),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
