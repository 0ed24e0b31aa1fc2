import { APPLICATION_REVIEW_TEXT, canReviewTo, REVIEW_ACTIONS, type ReviewAction } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, CircleHelp, Eye, RotateCw, Store, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { ApiError, canRetry, loadErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { ApplicationStatusBadge } from '@/shared/vendor-application/application-status-badge';
import { BUSINESS_TYPE_LABELS } from '@/shared/vendor-application/business-type-labels';
import { vendorApplicationQueryOptions } from '../api/vendor-application';
import { REVIEW_ACTION_TEXT, ReviewDialog } from '../components/review-dialog';

const ACTION_ICONS: Record<ReviewAction, ReactNode> = {
  under_review: <Eye className="size-4" aria-hidden="true" />,
  approved: <Check className="size-4" aria-hidden="true" />,
  rejected: <X className="size-4" aria-hidden="true" />,
  more_info_required: <CircleHelp className="size-4" aria-hidden="true" />,
};

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd
        className={
          empty
            ? 'mt-0.5 text-sm text-slate-400 italic'
            : 'mt-0.5 text-sm font-medium break-words text-slate-900'
        }
      >
        {empty ? 'Not provided' : children}
      </dd>
    </div>
  );
}

const backLink = (
  <Link
    to="/admin/vendor-applications"
    className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to applications
  </Link>
);

/** /admin/vendor-applications/:applicationId: every field, and the four review actions. */
export function VendorApplicationPage() {
  const { applicationId = '' } = useParams();
  const query = useQuery(vendorApplicationQueryOptions(applicationId));
  const [action, setAction] = useState<ReviewAction | null>(null);

  if (query.isPending) {
    return (
      <div className="space-y-6">
        {backLink}
        <PageSkeleton label="Loading the application" />
      </div>
    );
  }

  if (query.isError) {
    // A malformed number names no application either: the same answer as an unknown one.
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="space-y-6">
        {backLink}
        <Alert
          tone="danger"
          live="alert"
          title={notFound ? 'Application not found' : 'The application could not be loaded'}
          actions={
            notFound || !canRetry(query.error) ? null : (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RotateCw className="size-4" aria-hidden="true" />
                Try Again
              </Button>
            )
          }
        >
          {notFound
            ? `There is no application ${applicationId}. Go back to the list and open it from there.`
            : loadErrorMessage(query.error)}
        </Alert>
      </div>
    );
  }

  const app = query.data;
  const final = app.status === 'approved' || app.status === 'rejected';

  return (
    <div className="space-y-6">
      {backLink}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{app.businessName}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <span className="font-mono">{app.applicationId}</span>
            <span aria-hidden="true">·</span>
            <span>Submitted {formatDate(app.submittedAt, { withTime: true })}</span>
          </p>
        </div>
        <ApplicationStatusBadge status={app.status} className="self-start px-3 py-1 text-sm" />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Business" level={3} />
            <CardBody>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
                <Item label="Business name">{app.businessName}</Item>
                <Item label="Business type">
                  {BUSINESS_TYPE_LABELS[app.businessType] ?? app.businessType}
                </Item>
                <Item label="Email">
                  <EmailAddress email={app.email} />
                </Item>
                <Item label="Tax ID">{app.documents.taxId}</Item>
                <Item label="Description" wide>
                  {app.description ? (
                    <span className="font-normal whitespace-pre-line">{app.description}</span>
                  ) : (
                    ''
                  )}
                </Item>
                <Item label="Categories" wide>
                  {app.categories.length ? (
                    <span className="flex flex-wrap gap-1.5">
                      {app.categories.map((c) => (
                        <Badge key={c} tone="indigo">
                          {c}
                        </Badge>
                      ))}
                    </span>
                  ) : (
                    ''
                  )}
                </Item>
              </dl>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Contact person and address" level={3} />
            <CardBody>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
                <Item label="First name">{app.contactPerson.firstName}</Item>
                <Item label="Last name">{app.contactPerson.lastName}</Item>
                <Item label="Phone">{app.contactPerson.phone}</Item>
                <Item label="Street address">{app.address.street}</Item>
                <Item label="City">{app.address.city}</Item>
                <Item label="State">{app.address.state}</Item>
                <Item label="ZIP code">{app.address.zipCode}</Item>
                <Item label="Country">{app.address.country}</Item>
              </dl>
            </CardBody>
          </Card>
        </div>

        <div className="space-y-6">
          <Card>
            <CardHeader title="Review" level={3} />
            <CardBody className="space-y-4">
              <p className="text-sm text-slate-600">{APPLICATION_REVIEW_TEXT[app.status]}</p>
              <dl className="space-y-3">
                <Item label="Reviewed">
                  {app.reviewedAt ? formatDate(app.reviewedAt, { withTime: true }) : ''}
                </Item>
                <Item label="Review notes">
                  {app.notes ? <span className="font-normal whitespace-pre-line">{app.notes}</span> : ''}
                </Item>
              </dl>
              {final ? (
                <Alert tone="info">
                  This application is {app.status === 'approved' ? 'approved' : 'rejected'}; its status can no
                  longer change.
                </Alert>
              ) : null}
              <div className="grid gap-2">
                {REVIEW_ACTIONS.map((a) => (
                  <Button
                    key={a}
                    variant={a === 'approved' ? 'primary' : a === 'rejected' ? 'danger' : 'outline'}
                    disabled={!canReviewTo(app.status, a)}
                    onClick={() => setAction(a)}
                    className="w-full"
                  >
                    {ACTION_ICONS[a]}
                    {REVIEW_ACTION_TEXT[a].button}
                  </Button>
                ))}
              </div>
              {app.vendorId ? (
                <Link
                  to={`/admin/vendors?search=${encodeURIComponent(app.email)}`}
                  className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
                >
                  <Store className="size-4" aria-hidden="true" />
                  Open in Vendors
                </Link>
              ) : null}
            </CardBody>
          </Card>
        </div>
      </div>

      {action ? <ReviewDialog application={app} action={action} onClose={() => setAction(null)} /> : null}
    </div>
  );
}
