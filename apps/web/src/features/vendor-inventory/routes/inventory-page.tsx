import { Activity, Bell, Boxes, LayoutGrid } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useActiveAlertCount } from '../api/list-inventory-alerts';
import { AlertsTab } from '../components/alerts-tab';
import { AnalyticsTab } from '../components/analytics-tab';
import { InventoryTab } from '../components/inventory-tab';
import { OverviewTab } from '../components/overview-tab';
import { type InventoryTab as TabKey, tabFrom } from '../lib/inventory-url';

const ID = 'inventory';

/** `/vendor/inventory`: Inventory Management (spec 001 section 2), four tabs, the active one in the address. */
export function InventoryPage() {
  const { params, setFilters } = useUrlFilters();
  const tab = tabFrom(params);
  const activeAlerts = useActiveAlertCount();
  // The other tabs' parameters stay (back on Inventory, its filters are still set); the page resets.
  const select = (next: TabKey) => {
    if (next !== tab) setFilters({ tab: next === 'overview' ? undefined : next });
  };

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Inventory Management"
        description="Stock on hand, every movement, low-stock alerts and what your stock is worth."
      />
      <Tabs
        label="Inventory sections"
        idPrefix={ID}
        selected={tab}
        onSelect={select}
        tabs={[
          { key: 'overview', label: 'Overview', icon: <LayoutGrid className="size-4" aria-hidden="true" /> },
          { key: 'inventory', label: 'Inventory', icon: <Boxes className="size-4" aria-hidden="true" /> },
          {
            key: 'alerts',
            label: 'Alerts',
            icon: <Bell className="size-4" aria-hidden="true" />,
            count: activeAlerts,
          },
          { key: 'analytics', label: 'Analytics', icon: <Activity className="size-4" aria-hidden="true" /> },
        ]}
      />
      <TabPanel idPrefix={ID} tabKey={tab}>
        {tab === 'overview' ? <OverviewTab onShowAlerts={() => select('alerts')} /> : null}
        {tab === 'inventory' ? <InventoryTab /> : null}
        {tab === 'alerts' ? <AlertsTab /> : null}
        {tab === 'analytics' ? <AnalyticsTab /> : null}
      </TabPanel>
    </div>
  );
}
