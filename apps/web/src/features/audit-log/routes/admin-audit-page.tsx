import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlFilters } from '@/lib/use-url-filters';
import {
  AUDIT_FILTER_KEYS,
  adminAuditQueryOptions,
  auditFiltersFrom,
  downloadAuditCsv,
} from '../api/audit-entries';
import { AuditFilterBar } from '../components/audit-filters';
import { AuditListSection } from '../components/audit-list-section';

/** `/admin/audit`: every admin action and every action taken through impersonation (decision 0038). */
export function AdminAuditPage() {
  const { params, setFilters, setPage, clearFilters } = useUrlFilters();
  const filters = auditFiltersFrom(params);
  const query = useQuery(adminAuditQueryOptions(filters));
  const [exportState, setExportState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const hasFilters = AUDIT_FILTER_KEYS.some((key) => filters[key]);

  const exportCsv = async () => {
    setExportState('busy');
    try {
      await downloadAuditCsv(filters);
      setExportState('idle');
    } catch {
      setExportState('failed');
    }
  };

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Audit log"
        description="Who did what, as whom, on which record, and when: admin actions and actions taken while viewing a vendor's portal."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exportState === 'busy'}>
            <Download className="size-4" aria-hidden="true" />
            {exportState === 'busy' ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      {exportState === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          The export could not be downloaded. Please try again.
        </p>
      ) : null}
      <Card className="p-4">
        <AuditFilterBar filters={filters} onChange={setFilters} withIds />
      </Card>
      <AuditListSection
        query={query}
        filters={filters}
        hasFilters={hasFilters}
        onClear={clearFilters}
        onSort={(sort) => setFilters({ sort })}
        onPage={setPage}
        admin
      />
    </div>
  );
}
