import { useQuery } from '@tanstack/react-query';
import { Building2, KeyRound, Landmark } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { loadErrorMessage } from '@/lib/api-client';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useVendorSession } from '@/shared/session';
import { type VendorProfile, vendorProfileQueryOptions } from '@/shared/vendor-profile/profile';
import { BankDetailsTab } from '../components/bank-details-tab';
import { BusinessProfileTab } from '../components/business-profile-tab';
import { PasswordTab } from '../components/password-tab';

type TabKey = 'business' | 'bank' | 'password';

const TABS = [
  { key: 'business', label: 'Business Profile', icon: <Building2 className="size-4" aria-hidden="true" /> },
  { key: 'bank', label: 'Bank Details', icon: <Landmark className="size-4" aria-hidden="true" /> },
  { key: 'password', label: 'Password', icon: <KeyRound className="size-4" aria-hidden="true" /> },
] as const;

/** /vendor/profile: Profile Settings with three tabs (spec 001 sections 2, 5, 7, 8). */
export function VendorProfilePage() {
  const session = useVendorSession();
  const profile = useQuery(vendorProfileQueryOptions());
  // ?tab=password opens the password tab (the link of the banner asking for a new password);
  // ?tab=bank or business with &edit=1 opens that tab's form (the dashboard's setup checklist).
  const [searchParams] = useSearchParams();
  const [firstTab] = useState<TabKey>(() => {
    const asked = searchParams.get('tab');
    return asked === 'password' || asked === 'bank' ? asked : 'business';
  });
  const [tab, setTab] = useState<TabKey>(firstTab);
  // Only the tab the link opened starts on its form.
  const [editTab] = useState(() => (searchParams.get('edit') === '1' ? firstTab : null));
  const [saved, setSaved] = useFlashMessage(3000);

  const onSaved = (next: VendorProfile, message: string) => {
    // The sidebar shows the business name and logo from the session.
    if (session.vendor) {
      session.updateVendor({ ...session.vendor, businessName: next.businessName, logo: next.logo });
    }
    if (message) setSaved(message);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        level={2}
        title="Profile Settings"
        description="Your business details, where you are paid, and your password."
      />

      {saved ? (
        <Alert tone="success" live="status">
          {saved}
        </Alert>
      ) : null}

      {profile.isPending ? (
        <PageSkeleton label="Loading your profile" />
      ) : profile.isError ? (
        <LoadError
          title="Your profile could not be loaded"
          onRetry={() => void profile.refetch()}
          error={profile.error}
        >
          {loadErrorMessage(profile.error)}
        </LoadError>
      ) : (
        <div>
          <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Profile settings" idPrefix="profile" />
          <TabPanel idPrefix="profile" tabKey={tab}>
            {tab === 'business' ? (
              <BusinessProfileTab
                profile={profile.data}
                onSaved={onSaved}
                startEditing={editTab === 'business'}
              />
            ) : null}
            {tab === 'bank' ? (
              <BankDetailsTab
                profile={profile.data}
                impersonating={session.isImpersonating}
                onSaved={onSaved}
                startEditing={editTab === 'bank'}
              />
            ) : null}
            {tab === 'password' ? <PasswordTab impersonating={session.isImpersonating} /> : null}
          </TabPanel>
        </div>
      )}
    </div>
  );
}
