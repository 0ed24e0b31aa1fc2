import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlFilters } from '@/lib/use-url-filters';
import { AUDIT_FILTER_KEYS, auditFiltersFrom, vendorAuditQueryOptions } from '../api/audit-entries';
import { AuditFilterBar } from '../components/audit-filters';
import { AuditListSection } from '../components/audit-list-section';

/** `/vendor/activity`: what administrators did on this shop, including through its portal (decision 0038). */
export function VendorAuditPage() {
  const { params, setFilters, setPage, clearFilters } = useUrlFilters();
  const filters = auditFiltersFrom(params);
  const query = useQuery(vendorAuditQueryOptions(filters));
  const hasFilters = AUDIT_FILTER_KEYS.some((key) => key !== 'vendorId' && filters[key]);
  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Activity on your shop"
        description="Every action a marketplace administrator took on your shop, including while viewing your portal."
      />
      <Card className="p-4">
        <AuditFilterBar filters={filters} onChange={setFilters} withIds={false} />
      </Card>
      <AuditListSection
        query={query}
        filters={filters}
        hasFilters={hasFilters}
        onClear={clearFilters}
        onSort={(sort) => setFilters({ sort })}
        onPage={setPage}
        admin={false}
      />
    </div>
  );
}
