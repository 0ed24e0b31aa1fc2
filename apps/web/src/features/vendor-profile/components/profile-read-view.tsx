import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { formatDate } from '@/lib/format';
import { VendorStatusBadge } from '@/shared/vendor-account';
import { BUSINESS_TYPE_LABELS } from '@/shared/vendor-application/business-type-labels';
import type { VendorProfile } from '@/shared/vendor-profile/profile';
import { LogoPreview } from './logo-preview';
import { ReadField } from './read-field';

/** The Business Profile tab's read view: logo, status and every field, with Edit Profile. */
export function ProfileReadView({ profile, onEdit }: { profile: VendorProfile; onEdit: () => void }) {
  const contact = `${profile.contactPerson.firstName} ${profile.contactPerson.lastName}`.trim();
  return (
    <Card>
      <CardHeader
        title="Business Profile"
        description="How customers and the marketplace see your business."
        actions={
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </Button>
        }
      />
      <CardBody className="space-y-6">
        <div className="flex items-center gap-4">
          <LogoPreview name={profile.businessName} src={profile.logo} size="md" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900">{profile.businessName}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              <VendorStatusBadge status={profile.verificationStatus} />
              <span>Member since {formatDate(profile.createdAt)}</span>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <ReadField label="Business name">{profile.businessName}</ReadField>
          <ReadField label="Email">
            <EmailAddress email={profile.email} />
          </ReadField>
          <ReadField label="Contact person">{contact}</ReadField>
          <ReadField label="Phone">{profile.phone}</ReadField>
          <ReadField label="Business type">
            {BUSINESS_TYPE_LABELS[profile.businessType] ?? profile.businessType}
          </ReadField>
          <ReadField label="Website">{profile.website}</ReadField>
          <ReadField label="Description" wide>
            {profile.businessDescription ? (
              <span className="font-normal whitespace-pre-line">{profile.businessDescription}</span>
            ) : null}
          </ReadField>
          <ReadField label="Address">{profile.address.street}</ReadField>
          <ReadField label="City">{profile.city}</ReadField>
          <ReadField label="State">{profile.state}</ReadField>
          <ReadField label="Postal code">{profile.postalCode}</ReadField>
          <ReadField label="Country">{profile.country}</ReadField>
          <ReadField label="Tax ID">{profile.taxId}</ReadField>
          <ReadField label="Handling days">
            {`${profile.handlingDays} ${profile.handlingDays === 1 ? 'day' : 'days'}`}
          </ReadField>
          <ReadField label="Categories" wide>
            {profile.categories.length ? profile.categories.join(', ') : null}
          </ReadField>
        </dl>
      </CardBody>
    </Card>
  );
}
