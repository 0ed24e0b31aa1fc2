import fs from 'node:fs';
import { apiToken, DEMO } from '../support/api';
import { snapWithModal } from '../support/checkout';
import { snap } from '../support/screenshots';
import { expect, test } from '../support/test';
import {
  advancePart,
  type CommissionMonth,
  demoVendorId,
  demoVendorToken,
  money,
  monthCommissionCents,
  orderCard,
  placeDemoVendorOrder,
  signInDemoVendor,
  vendorPart,
} from '../support/vendor-orders';

/**
 * Vendor order management and commissions (issue 6). Each journey places its own order as a
 * guest through the API, so the journeys run in parallel against one server with the demo data.
 */

test.describe.configure({ mode: 'parallel' });

test('a customer buys from the demo vendor, who accepts, ships, delivers, sees the commission and exports the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const order = await placeDemoVendorOrder(request, { offset: 0, customerName: 'Olive Orders' });
  const token = await demoVendorToken(request);
  const commissionBefore = await monthCommissionCents(request, token);

  await signInDemoVendor(page);

  // Forwarded orders: the new order waits on the Pending tab.
  await page.goto('/vendor/orders/forwarded');
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
  const pendingCard = orderCard(page, order.orderNumber);
  await expect(pendingCard).toBeVisible();
  await expect(pendingCard.getByText(order.email)).toBeVisible();
  await expect(pendingCard.getByText('42 Market Street')).toBeVisible();
  await expect(pendingCard.getByText(order.productTitle)).toBeVisible();
  await snap(page, 'vendor-orders-forwarded');
  await pendingCard.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Order accepted successfully!')).toBeVisible();

  // Accepted: Update Status preselects Processing.
  await page.getByRole('tab', { name: /Accepted/ }).click();
  const acceptedCard = orderCard(page, order.orderNumber);
  await expect(acceptedCard.getByText('Accepted (Contact Admin)')).toBeVisible();
  await acceptedCard.getByRole('button', { name: 'Update Status' }).click();
  const update = page.getByRole('dialog', { name: `Update order ${order.orderNumber}` });
  await expect(update.getByLabel('New status')).toHaveValue('processing');
  await snapWithModal(page, 'vendor-orders-update-status');
  await update.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Order part marked Processing')).toBeVisible();
  await expect(update).toBeHidden();

  // The simple table finds it; the eye opens the detail page.
  await page.goto('/vendor/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNumber);
  await expect(page).toHaveURL(new RegExp(`search=${order.orderNumber}$`));
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-status]')).toHaveText('Processing');
  await row.getByRole('link', { name: `View order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
    'aria-valuenow',
    '60',
  );
  await expect(page.getByLabel('Tracking number')).toBeDisabled();

  // Ship with a tracking number, then deliver.
  const trackingNumber = `1ZE2E${Date.now()}`;
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  const ship = page.getByRole('dialog', { name: `Mark order ${order.orderNumber} as shipped?` });
  await ship.getByLabel('Tracking number').fill(trackingNumber);
  await ship.getByLabel('Carrier').selectOption('UPS');
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText('Order part marked Shipped')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
    'aria-valuenow',
    '80',
  );
  await expect(page.getByLabel('Tracking number')).toBeEnabled();
  await expect(page.getByLabel('Tracking number')).toHaveValue(trackingNumber);
  await expect(page.getByLabel('Carrier')).toHaveValue('UPS');
  await snap(page, 'vendor-orders-detail');

  await page.getByRole('button', { name: 'Mark as Delivered' }).click();
  const deliver = page.getByRole('dialog', { name: `Mark order ${order.orderNumber} as delivered?` });
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(page.getByText('Order part marked Delivered')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('button', { name: 'Mark as Returned' })).toBeVisible();
  await snap(page, 'vendor-orders-detail-delivered');
  // Back returns to the table as it was left.
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/orders\\?search=${order.orderNumber}$`));

  // The customer sees the new status.
  const details = await request.get(
    `/api/orders/${order.orderId}/details?email=${encodeURIComponent(order.email)}`,
  );
  expect(details.status(), await details.text()).toBe(200);
  const placed = (await details.json()).data.order as {
    unifiedStatus: string;
    statusParts: { type: string; status: string; trackingNumber: string | null; carrier: string | null }[];
  };
  expect(placed.unifiedStatus).toBe('delivered');
  expect(placed.statusParts).toEqual([
    expect.objectContaining({ type: 'vendor', status: 'delivered', trackingNumber, carrier: 'UPS' }),
  ]);
  await page.goto(`/track-order/${order.orderNumber}`);
  await expect(page.getByText(trackingNumber)).toBeVisible();
  await expect(page.getByText('Delivered').first()).toBeVisible();
  await snap(page, 'vendor-orders-customer-track');

  // This month's commission includes the order's.
  const part = await vendorPart(request, token, order.orderNumber);
  expect(part.status).toBe('delivered');
  const expected = money(commissionBefore + Math.round(part.commissionAmount * 100));
  await page.goto('/vendor/commissions');
  await expect(page.getByLabel('Period')).toHaveValue('month');
  await expect(page.getByTestId('total-commission')).toHaveText(expected);
  const thisMonth = page.getByRole('group').filter({ has: page.getByText('Current', { exact: true }) });
  await expect(thisMonth.getByTestId('month-total')).toHaveText(expected);
  await snap(page, 'vendor-orders-commissions');

  // The card screen exports every order as CSV, this one included.
  await page.goto('/vendor/orders/manage');
  await expect(page.getByText('Manage and track your vendor orders efficiently')).toBeVisible();
  await expect(orderCard(page, order.orderNumber)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vendor_orders_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toContain(
    'Order Number,Customer Name,Email,Status,Total,Commission,Your Amount,Date,Items Count,Order Type',
  );
  const line = csv.split('\n').find((l) => l.includes(order.orderNumber));
  expect(line, 'the order in the CSV').toBeTruthy();
  expect(line).toContain(order.customerName);
  expect(line).toContain(',Delivered,');
});

test('the card screen ships, cancels with a reason (an empty one aborts) and locks customer-cancelled orders', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await demoVendorToken(request);
  const first = await placeDemoVendorOrder(request, { offset: 1, customerName: 'Carl Cards' });
  const second = await placeDemoVendorOrder(request, { offset: 2, customerName: 'Carl Cards' });
  const third = await placeDemoVendorOrder(request, { offset: 3, customerName: 'Tess Table' });
  for (const placed of [first, second]) {
    const part = await vendorPart(request, token, placed.orderNumber);
    await advancePart(request, token, part._id, ['processing']);
  }

  await signInDemoVendor(page);
  await page.goto('/vendor/orders/manage');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('Carl Cards');
  const firstCard = orderCard(page, first.orderNumber);
  const secondCard = orderCard(page, second.orderNumber);
  await expect(firstCard).toBeVisible();
  await expect(secondCard).toBeVisible();
  await firstCard.getByRole('button', { name: 'Show Items' }).click();
  await expect(firstCard.getByText(first.productTitle)).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Mark Shipped' })).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(firstCard.getByText('Your Earnings')).toBeVisible();
  await expect(page.getByTestId('total-revenue')).not.toHaveText('$0.00');
  await snap(page, 'vendor-orders-cards');

  // An empty reason cancels nothing.
  await firstCard.getByRole('button', { name: 'Cancel Order' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel order ${first.orderNumber}?` });
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(cancel).toBeHidden();
  await expect(firstCard.locator('[data-status]')).toHaveText('Processing');

  // With a reason it is cancelled.
  await firstCard.getByRole('button', { name: 'Cancel Order' }).click();
  await cancel.getByLabel('Reason for cancelling').fill('Damaged in the warehouse');
  await snapWithModal(page, 'vendor-orders-cancel-reason');
  await cancel.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order rejected successfully!')).toBeVisible();
  await expect(firstCard.getByText('Cancelled by Vendor')).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // Mark Shipped asks for the carrier and the tracking number first; then Mark Delivered is offered.
  await secondCard.getByRole('button', { name: 'Mark Shipped' }).click();
  const ship = page.getByRole('dialog', { name: `Mark order ${second.orderNumber} as shipped?` });
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(ship.getByText('Choose the carrier to mark this order shipped')).toBeVisible();
  await expect(ship.getByText('Enter the tracking number to mark this order shipped')).toBeVisible();
  await ship.getByLabel('Carrier').selectOption('DHL');
  await ship.getByLabel('Tracking number').fill(`JD${Date.now()}`);
  await snapWithModal(page, 'vendor-orders-cards-ship');
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(page.getByText('Order part marked Shipped')).toBeVisible();
  await expect(secondCard.getByRole('button', { name: 'Mark Delivered' })).toBeVisible();

  // Customer-cancelled orders of the demo data are locked.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('cancelled_by_customer');
  const locked = page.getByTestId('order-card').first();
  await expect(locked.getByText('Cannot modify - Order cancelled by customer')).toBeVisible();
  await expect(locked.getByRole('button', { name: /Mark|Cancel Order/ })).toHaveCount(0);

  // The simple table: the full first page, then its status select locked for cancelled orders.
  await page.goto('/vendor/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Order pages' })).toBeVisible();
  await snap(page, 'vendor-orders-table');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('cancelled_by_customer');
  const badges = page.locator('tbody [data-status]');
  await expect
    .poll(async () => {
      const labels = await badges.allTextContents();
      return labels.length > 0 && labels.every((label) => label === 'Cancelled by Customer');
    })
    .toBe(true);
  const selects = page.getByRole('combobox', { name: /^Status of order / });
  await expect(selects).toHaveCount(await badges.count());
  for (const select of await selects.all()) await expect(select).toBeDisabled();

  // Only the legal next moves are offered (decision 0032): a pending order can be accepted or
  // cancelled, never marked delivered.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(third.orderNumber);
  await expect(page).toHaveURL(new RegExp(`search=${third.orderNumber}$`));
  const pendingSelect = page.getByRole('combobox', { name: `Status of order ${third.orderNumber}` });
  await expect(pendingSelect.locator('option:not([disabled])')).toHaveText(['Accepted', 'Cancelled']);
  await snap(page, 'vendor-orders-table-pending-moves');
  await pendingSelect.selectOption('accepted');
  await expect(page.getByText('Order part marked Accepted')).toBeVisible();
  await expect(pendingSelect.locator('option:not([disabled])')).toHaveText([
    'Processing',
    'Shipped',
    'Cancelled',
  ]);

  // A shipped order offers only Delivered, and asks before e-mailing the customer.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(second.orderNumber);
  await expect(page).toHaveURL(new RegExp(`search=${second.orderNumber}$`));
  const row = page.getByRole('row').filter({ hasText: second.orderNumber });
  await expect(row).toHaveCount(1);
  const shippedSelect = row.getByRole('combobox', { name: `Status of order ${second.orderNumber}` });
  await expect(shippedSelect.locator('option:not([disabled])')).toHaveText(['Delivered']);
  await shippedSelect.selectOption('delivered');
  const deliver = page.getByRole('dialog', { name: `Mark order ${second.orderNumber} as delivered?` });
  await expect(
    deliver.getByText('The customer is e-mailed that the order has arrived.', { exact: false }),
  ).toBeVisible();
  await snapWithModal(page, 'vendor-orders-table-confirm-delivered');
  await deliver.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(page.getByText('Order part marked Delivered')).toBeVisible();
  await expect(shippedSelect).toBeDisabled();
});

test('the vendor sees its customers; an admin records a commission payment, never more than is pending', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInDemoVendor(page);
  await page.goto('/vendor/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'customer@demo.test' })).toBeVisible();
  await snap(page, 'vendor-orders-customers');

  // A past month with commission still pending (this year, else last year).
  const adminToken = await apiToken(request, 'admin', DEMO.admin);
  const vendorId = await demoVendorId(request);
  const thisYear = new Date().getUTCFullYear();
  let target: CommissionMonth | undefined;
  for (const year of [thisYear, thisYear - 1]) {
    const res = await request.get(`/api/admin/vendors/${vendorId}/commissions?year=${year}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    const records = (await res.json()).data.records as CommissionMonth[];
    target = records.find((r) => r.status === 'pending' && r.pendingAmountToAdmin > 0);
    if (target) break;
  }
  expect(target, 'a month with commission pending').toBeTruthy();
  const month = target!;

  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), adminToken);
  // Searched: the journeys that run before this one approve new vendors, which push it off the first page.
  await page.goto('/admin/vendors?search=Demo%20Traders');
  await page.getByRole('link', { name: 'Commissions of Demo Traders' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo Traders · Commissions' })).toBeVisible();
  if (month.year !== thisYear) await page.getByLabel('Year').selectOption(String(month.year));
  const card = page.getByRole('group', { name: `${month.monthName} ${month.year}` });
  await expect(card.getByText('Pending Payment')).toBeVisible();
  await card.getByRole('button', { name: `Record payment for ${month.monthName} ${month.year}` }).click();

  const dialog = page.getByRole('dialog', { name: `Record payment · ${month.monthName} ${month.year}` });
  const amount = dialog.getByLabel('Amount');
  await expect(amount).toHaveValue(month.pendingAmountToAdmin.toFixed(2));
  await amount.fill((month.pendingAmountToAdmin + 100).toFixed(2));
  await dialog.getByLabel('Reference').fill('E2E-TRANSFER');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(
    dialog.getByText(`More than the ${money(Math.round(month.pendingAmountToAdmin * 100))} pending`),
  ).toBeVisible();
  await snapWithModal(page, 'vendor-orders-admin-payment-refused');

  await amount.fill(month.pendingAmountToAdmin.toFixed(2));
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByRole('button', { name: /Record payment/ })).toHaveCount(0);
  await page.mouse.move(0, 0); // no chart tooltip in the picture
  await snap(page, 'vendor-orders-admin-commissions');
});
