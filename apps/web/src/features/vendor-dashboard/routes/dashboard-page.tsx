import { useQuery } from '@tanstack/react-query';
import { useCurrentVendor } from '@/shared/session';
import { vendorProfileQueryOptions } from '@/shared/vendor-profile/profile';
import { dashboardStatsQueryOptions, EMPTY_DASHBOARD_STATS } from '../api/dashboard-stats';
import { AccountStatusAlert } from '../components/account-status-alert';
import { AccountSummary } from '../components/account-summary';
import { ImpersonationBanner } from '../components/impersonation-banner';
import { QuickLinks } from '../components/quick-links';
import { SalesTips } from '../components/sales-tips';
import { SetupChecklist } from '../components/setup-checklist';
import { StatCards, StatCardsError, StatCardsSkeleton } from '../components/stat-cards';

/**
 * /vendor/dashboard (spec 000 section 2): the admin-viewing banner during an impersonation, the
 * welcome line, the account-status warning, the setup checklist of an approved vendor (until it is
 * done), six stat cards from GET /api/vendors/dashboard/stats
 * (the categories card from the profile), shortcuts and the three sales tips. A failed call shows
 * 'Error loading dashboard data' with Try Again above the cards, whose figures from that call fall
 * back to empty ones marked 'Not loaded'; the page never goes blank.
 */
export function VendorDashboardPage() {
  const vendor = useCurrentVendor();
  const stats = useQuery(dashboardStatsQueryOptions());
  const profile = useQuery(vendorProfileQueryOptions());
  const failed = stats.isError || profile.isError;
  // A failed call falls back to empty figures (spec 000 section 7), marked 'Not loaded'.
  const notLoaded = { stats: !stats.data && stats.isError, categories: !profile.data && profile.isError };
  const statsShown = stats.data ?? (notLoaded.stats ? EMPTY_DASHBOARD_STATS : undefined);
  const categoriesShown = profile.data?.categories ?? (notLoaded.categories ? [] : undefined);

  return (
    <div className="space-y-6">
      <ImpersonationBanner />

      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">
          Welcome back, {vendor.businessName}!
        </h2>
        <p className="mt-1 text-sm text-slate-500">Here is where you run your shop on Marketplace.</p>
      </div>

      <AccountStatusAlert status={vendor.verificationStatus} />

      {vendor.verificationStatus === 'approved' ? <SetupChecklist /> : null}

      <section aria-labelledby="stats-heading" className="space-y-3">
        <h2 id="stats-heading" className="text-base font-semibold text-slate-900">
          Store statistics
        </h2>
        {failed ? (
          <StatCardsError
            retrying={stats.isFetching || profile.isFetching}
            onRetry={() => {
              if (stats.isError) void stats.refetch();
              if (profile.isError) void profile.refetch();
            }}
          />
        ) : null}
        {statsShown && categoriesShown ? (
          <StatCards stats={statsShown} categories={categoriesShown} notLoaded={notLoaded} />
        ) : (
          <StatCardsSkeleton />
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="shortcuts-heading" className="space-y-3 lg:col-span-2">
          <h2 id="shortcuts-heading" className="text-base font-semibold text-slate-900">
            Go to
          </h2>
          <QuickLinks />
        </section>
        <div className="space-y-6">
          <AccountSummary vendor={vendor} />
          <SalesTips />
        </div>
      </div>
    </div>
  );
}
