import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/test/fetch-mock';
import { alertsOf, makeAlert, makeItem, makeOverview, openInventory } from './test/inventory-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const sidebar = () => screen.getByRole('navigation', { name: 'Vendor portal' });

describe('/vendor/inventory', () => {
  it('opens on Overview: the four cards, recent movements and recent alerts', async () => {
    openInventory('/vendor/inventory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('region', { name: 'Key figures' }));
    expect(cards.getByText('Total Items').nextSibling).toHaveTextContent('12');
    expect(cards.getByText('Total Stock').nextSibling).toHaveTextContent('840');
    expect(cards.getByText('Low Stock Items').nextSibling).toHaveTextContent('3');
    expect(cards.getByText('Total Value').nextSibling).toHaveTextContent('$10,234.50');
    expect(cards.getByText(/2 items have no cost recorded/)).toBeInTheDocument();
    expect(screen.getByText('Recent Stock Movements')).toBeInTheDocument();
    // The three figures named as everywhere else (issue 35 item 3): available first, then on hand and reserved.
    expect(screen.getByText('35 available')).toBeInTheDocument();
    expect(screen.getByText(/40 on hand · 5 reserved/)).toBeInTheDocument();
    expect(screen.getByText('SKU LAMP-01')).toBeInTheDocument();
    const alerts = within(screen.getByRole('list', { name: 'Active alerts' }));
    expect(alerts.getByText('Coffee Mug')).toBeInTheDocument();
    expect(alerts.getByText('Low stock: 2 left (threshold 10)')).toBeInTheDocument();
    expect(alerts.getByText('High')).toHaveAttribute('data-severity', 'high');
  });

  it('shows the active-alert count on the Alerts tab and in the menu', async () => {
    openInventory('/vendor/inventory');
    const tab = await screen.findByRole('tab', { name: /Alerts/ });
    await waitFor(() => expect(tab).toHaveTextContent('Alerts4'));
    const link = within(sidebar()).getByRole('link', { name: 'Inventory (4 active alerts)' });
    expect(link).toHaveAttribute('href', '/vendor/inventory');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the first 5 alerts on Overview and says when there are none', async () => {
    const many = Array.from({ length: 7 }, (_, i) => makeAlert({ _id: `al-${i}`, productName: `Item ${i}` }));
    openInventory('/vendor/inventory', {
      'GET /api/vendors/inventory/overview': ok(makeOverview({ alerts: many, recentMovements: [] })),
    });
    const alerts = within(await screen.findByRole('list', { name: 'Active alerts' }));
    expect(alerts.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('No recent stock movements')).toBeInTheDocument();
  });

  it('keeps the tab in the address and switches with the tabs', async () => {
    const { user, router } = openInventory('/vendor/inventory?tab=alerts');
    expect(await screen.findByRole('tab', { name: /Alerts/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Inventory' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=inventory'));
    expect(await screen.findByRole('table', { name: 'Inventory items' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('Alerts: lists active alerts in severity colours and acknowledges one', async () => {
    const acks: string[] = [];
    const { user } = openInventory('/vendor/inventory?tab=alerts', {
      'GET /api/vendors/inventory/alerts/list': ok(
        alertsOf([
          makeAlert(),
          makeAlert({
            _id: 'al-2',
            inventoryId: 'inv-3',
            productName: 'Tea Pot',
            kind: 'out_of_stock',
            severity: 'critical',
            message: 'Out of stock: no units available',
          }),
        ]),
      ),
      'POST /api/vendors/inventory/inv-3/alerts/al-2/acknowledge': (request) => {
        acks.push(request.url);
        return ok({ alert: makeAlert({ _id: 'al-2', acknowledged: true }) }, 'Alert acknowledged');
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Active alerts' }));
    expect(list.getByText('Critical')).toHaveAttribute('data-severity', 'critical');
    expect(list.getByText('Critical').className).toMatch(/red/);
    expect(list.getByText('High').className).toMatch(/orange/);
    await user.click(list.getByRole('button', { name: 'Acknowledge alert for Tea Pot' }));
    await waitFor(() => expect(acks).toHaveLength(1));
    expect(await screen.findByText('Alert acknowledged')).toBeInTheDocument();
  });

  it("Alerts: says 'No active alerts' when there are none", async () => {
    openInventory('/vendor/inventory?tab=alerts', {
      'GET /api/vendors/inventory/alerts/list': ok(alertsOf([], 0)),
    });
    expect(await screen.findByText('No active alerts')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Inventory' })).toBeInTheDocument();
  });

  it('Analytics: status distribution, movements by type and top values, each with a table view', async () => {
    const periods: (string | null)[] = [];
    const { user, router } = openInventory('/vendor/inventory?tab=analytics', {
      'GET /api/vendors/inventory/analytics': (request) => {
        const period = Number(new URL(request.url, 'http://x').searchParams.get('period'));
        periods.push(String(period));
        return ok({
          period,
          statusDistribution: [
            { _id: 'in_stock', count: 8, totalStock: 700 },
            { _id: 'low_stock', count: 3, totalStock: 12 },
          ],
          movementAnalytics: [{ _id: 'sale', count: 14, totalQuantity: -30 }],
          topValueProducts: [
            {
              inventoryId: 'inv-1',
              productName: 'Desk Lamp',
              productSku: 'LAMP-01',
              stockValue: 480,
              currentStock: 40,
            },
          ],
        });
      },
    });
    expect(await screen.findByText('Stock Status Distribution')).toBeInTheDocument();
    expect(periods).toEqual(['30']);
    for (const name of ['Stock Status Distribution', 'Stock Movements', 'Top Products by Stock Value']) {
      await user.click(
        screen.getByRole('group', { name: `${name}: view as` }).querySelectorAll('button')[1]!,
      );
    }
    const status = within(screen.getByRole('table', { name: 'Stock Status Distribution' }));
    expect(status.getByRole('row', { name: 'Low Stock 3 12' })).toBeInTheDocument();
    expect(status.getByRole('row', { name: 'Total 11 712' })).toBeInTheDocument();
    const moves = within(screen.getByRole('table', { name: 'Stock Movements' }));
    expect(moves.getByRole('row', { name: 'Sale -30 14' })).toBeInTheDocument();
    const top = within(screen.getByRole('table', { name: 'Top Products by Stock Value' }));
    expect(top.getByRole('row', { name: 'Desk Lamp LAMP-01 40 $480.00' })).toBeInTheDocument();
    expect(screen.getByText(/Movements of the last 30 days/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Period'), '90');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=analytics&period=90'));
    await waitFor(() => expect(periods).toContain('90'));
  });

  it('tells why the overview failed and retries', async () => {
    let calls = 0;
    const { user } = openInventory('/vendor/inventory', {
      'GET /api/vendors/inventory/overview': () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'INTERNAL', 'Something went wrong')
          : ok(
              makeOverview({
                recentMovements: [makeItem({ product: { ...makeItem().product, name: 'Vase' } })],
              }),
            );
      },
    });
    expect(await screen.findByText('The inventory overview could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Vase')).toBeInTheDocument();
  });
});
