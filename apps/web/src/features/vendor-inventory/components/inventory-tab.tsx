import { ChevronLeft, ChevronRight, Download, PackageSearch, RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters, useUrlSearch } from '@/lib/use-url-filters';
import { useExportInventory } from '../api/export-inventory';
import { useInventoryList } from '../api/list-inventory';
import { listQueryFrom } from '../lib/inventory-url';
import type { InventoryItem } from '../types';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ImportDialog } from './import-dialog';
import { InventoryFilters } from './inventory-filters';
import { InventoryTable } from './inventory-table';
import { MovementHistoryDrawer } from './movement-history-drawer';

/**
 * The Inventory tab: search, status, sort field and order in the address; the table with Refresh,
 * Export and Import; Previous/Next as the server's hasPrev/hasNext allow; 'No inventory items'.
 */
export function InventoryTab() {
  const { params, page, setFilters, setPage } = useUrlFilters();
  const query = listQueryFrom(params, page);
  const [searchText, setSearchText] = useUrlSearch(query.search ?? '', (text) =>
    setFilters({ search: text }),
  );
  const list = useInventoryList(query);
  const exporter = useExportInventory();
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);
  const [history, setHistory] = useState<InventoryItem | null>(null);
  const [importing, setImporting] = useState(false);
  const data = list.data;
  const filtered = Boolean(query.search || query.status);

  const exportCsv = () =>
    exporter.mutate(undefined, {
      onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
      onError: () => toast.error('The inventory could not be exported. Please try again.'),
    });

  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-4">
        <InventoryFilters
          query={query}
          searchText={searchText}
          onSearchText={setSearchText}
          onChange={setFilters}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="outline" onClick={exportCsv} loading={exporter.isPending} loadingText="Exporting…">
            <Download className="size-4" aria-hidden="true" />
            Export
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload className="size-4" aria-hidden="true" />
            Import
          </Button>
        </div>
      </Card>

      <Card>
        {!data && list.isError ? (
          <div className="p-5">
            <LoadError
              title="The inventory could not be loaded"
              onRetry={() => void list.refetch()}
              error={list.error}
            >
              {loadErrorMessage(list.error)}
            </LoadError>
          </div>
        ) : !data ? (
          <TableSkeleton label="Loading inventory" columns={5} />
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={PackageSearch}
            title="No inventory items"
            description={
              filtered ? 'No item matches these filters.' : 'Items appear here once you add products.'
            }
            level={3}
          />
        ) : (
          <>
            <InventoryTable
              items={data.items}
              busy={list.isFetching}
              onAdjust={setAdjusting}
              onHistory={setHistory}
            />
            <nav
              aria-label="Inventory pages"
              className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:flex-row"
            >
              <p className="text-sm text-slate-500">
                Page {data.pagination.currentPage} of {Math.max(1, data.pagination.totalPages)} ·{' '}
                {data.pagination.totalItems.toLocaleString('en-US')}{' '}
                {data.pagination.totalItems === 1 ? 'item' : 'items'}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!data.pagination.hasPrev}
                  onClick={() => setPage(data.pagination.currentPage - 1)}
                >
                  <ChevronLeft className="size-4" aria-hidden="true" />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!data.pagination.hasNext}
                  onClick={() => setPage(data.pagination.currentPage + 1)}
                >
                  Next
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </nav>
          </>
        )}
      </Card>

      {adjusting ? <AdjustStockDialog item={adjusting} onClose={() => setAdjusting(null)} /> : null}
      {history ? <MovementHistoryDrawer item={history} onClose={() => setHistory(null)} /> : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </div>
  );
}
