import { apiToken, codeFromOutbox, DEMO, uniqueEmail } from '../support/api';
import {
  fillCheckout,
  money,
  pickProducts,
  seedCart,
  sellerName,
  signInAsCustomer,
  snapWithModal,
} from '../support/checkout';
import { tabTo } from '../support/keyboard';
import { snap } from '../support/screenshots';
import { expect, type Page, test } from '../support/test';

/**
 * Checkout and customer orders (issue 5). The product pages belong to the catalogue UI, so the
 * journeys fill the cart the way its "Add to cart" does: the `cart` entry of localStorage, from
 * products of GET /api/products. Each journey picks its own products and its own customer, so
 * they run in parallel against one server with the demo data.
 */

// The journeys share nothing: let the two workers take them in parallel.
test.describe.configure({ mode: 'parallel' });

const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zipCode: '62701' };

async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^IT-\d+[A-Z0-9]{5}$/);
  return orderNumber;
}

test('a guest buys from two vendors and the marketplace in one checkout and sees the confirmation', async ({
  page,
  request,
}) => {
  const { own, vendors } = await pickProducts(request, { marketplace: true, vendorCount: 2, offset: 0 });
  const products = [own!, ...vendors];
  await seedCart(page, products);

  await page.goto('/cart');
  for (const product of products) {
    const group = page.getByRole('region', { name: `Sold by ${sellerName(product)}` });
    await expect(group.getByRole('link', { name: product.title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(page.getByLabel('Order totals')).toContainText('Tax (8%)');
  await snap(page, 'checkout-cart');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  for (const product of products) {
    await expect(page.getByRole('region', { name: `Items from ${sellerName(product)}` })).toBeVisible();
  }
  // The order data check runs before anything is sent.
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByText('Customer name is required')).toBeVisible();
  await expect(page.getByText('Street address is required')).toBeVisible();
  await snap(page, 'checkout-validation');

  const email = uniqueEmail('guest');
  await fillCheckout(page, { name: 'Gail Guest', email, phone: '555-0101', ...ADDRESS });
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole('radio', { name: /Express \(2 days\)/ }).check();
  await snap(page, 'checkout-form');

  const orderNumber = await placeOrder(page);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Express (2 days)')).toBeVisible();
  const items = page.getByRole('region', { name: 'Items by seller' });
  await expect(items.getByTestId('handler-group')).toHaveCount(3);
  for (const product of products) await expect(items.getByText(product.title)).toBeVisible();
  await snap(page, 'checkout-confirmation');

  // The guest can open the order details with the e-mail kept for this tab.
  await page.getByRole('button', { name: 'View order details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByRole('region', { name: 'Delivery information' })).toContainText('12 Elm Street');
  await expect(dialog.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel Items' })).toHaveCount(0);
  await snapWithModal(page, 'checkout-guest-order-details');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByTestId('tracking-order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('timeline-event').first()).toContainText('Order placed');
  await expect(page.getByTestId('shipment')).toHaveCount(3);
  await expect(page.getByText(email)).toHaveCount(0);
});

test('the demo customer orders from two vendors, cancels one vendor part from My Orders and sees it change', async ({
  page,
  request,
}) => {
  const { vendors } = await pickProducts(request, { marketplace: false, vendorCount: 2, offset: 1 });
  const [kept, cancelled] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
  await signInAsCustomer(page, DEMO.customer);
  await seedCart(page, vendors);

  await page.goto('/checkout');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.customer.email);
  await expect(page.getByLabel('Full name', { exact: true })).not.toHaveValue('');
  await fillCheckout(page, { phone: '555-0100', ...ADDRESS });
  const orderNumber = await placeOrder(page);

  await page.locator('#main-content').getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const row = page.getByTestId('my-order').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await snap(page, 'checkout-my-orders');

  await row.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByTestId('order-live-status')).toHaveText('Placed');
  const keptGroup = dialog.getByRole('region', { name: sellerName(kept) });
  const cancelledGroup = dialog.getByRole('region', { name: sellerName(cancelled) });
  await expect(keptGroup).toContainText(kept.title);
  await expect(cancelledGroup).toContainText(cancelled.title);
  const totalBefore = money(await dialog.getByTestId('summary-total').textContent());
  const subtotalBefore = money(await dialog.getByTestId('summary-subtotal').textContent());
  await snapWithModal(page, 'checkout-order-details');

  await cancelledGroup.getByRole('button', { name: /Cancel this part/ }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel the ${sellerName(cancelled)} part?` });
  await confirm.getByLabel('Reason (optional)').fill('Ordered the wrong size');
  await snapWithModal(page, 'checkout-cancel-part-confirm');
  await confirm.getByRole('button', { name: 'Yes, cancel this part' }).click();
  await expect(page.getByText('Vendor part cancelled successfully')).toBeVisible();
  await expect(cancelledGroup.locator('[data-status="cancelled"]').first()).toBeVisible();
  await expect(keptGroup.locator('[data-status="placed"]').first()).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: `Cancel this part (${sellerName(cancelled)})` }),
  ).toHaveCount(0);
  await expect(dialog.getByTestId('summary-subtotal')).not.toHaveText(/^\$?0\.00$/);
  const expectedSubtotal = Math.round((subtotalBefore - cancelled.price) * 100) / 100;
  await expect(dialog.getByTestId('summary-subtotal')).toHaveText(`$${expectedSubtotal.toFixed(2)}`);
  const totalAfter = money(await dialog.getByTestId('summary-total').textContent());
  expect(totalAfter).toBeLessThan(totalBefore);
  await snapWithModal(page, 'checkout-order-part-cancelled');

  // Print Order prints the order alone: the page behind and the buttons are left out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Print Order' })).toBeHidden();
  await expect(dialog.getByTestId('summary-total')).toBeVisible();
  await snap(page, 'checkout-order-print');
  await page.emulateMedia({ media: 'screen' });

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(row).toContainText(`$${totalAfter.toFixed(2)}`);

  await page.goto(`/track-order/${orderNumber}`);
  await expect(page.getByTestId('tracking-order-number')).toHaveText(orderNumber);
  const timeline = page.getByTestId('timeline-event');
  await expect(timeline.first()).toContainText('Order placed');
  await expect(timeline.filter({ hasText: `Cancelled · ${sellerName(cancelled)}` })).toHaveCount(1);
  await expect(page.getByText(DEMO.customer.email)).toHaveCount(0);
  await snap(page, 'checkout-track-order');
});

test('a customer who paid by card cancels one vendor part and sees the exact refund on the order', async ({
  page,
  request,
}) => {
  const { vendors } = await pickProducts(request, { marketplace: false, vendorCount: 2, offset: 3 });
  const [kept, cancelled] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
  await signInAsCustomer(page, DEMO.customer);
  await seedCart(page, vendors);
  await page.goto('/checkout');
  await fillCheckout(page, { phone: '555-0103', ...ADDRESS });
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Demo Customer');
  const orderNumber = await placeOrder(page);

  await page.goto('/my-orders');
  const row = page.getByTestId('my-order').filter({ hasText: orderNumber });
  await row.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByText('Card (Paid)')).toBeVisible();
  const totalBefore = money(await dialog.getByTestId('summary-total').textContent());
  const cancelledGroup = dialog.getByRole('region', { name: sellerName(cancelled) });
  await cancelledGroup.getByRole('button', { name: /Cancel this part/ }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel the ${sellerName(cancelled)} part?` });
  await confirm.getByRole('button', { name: 'Yes, cancel this part' }).click();
  await expect(page.getByText('Vendor part cancelled successfully')).toBeVisible();
  await expect(dialog.getByText('Card (Partially Refunded)')).toBeVisible();
  const totalAfter = money(await dialog.getByTestId('summary-total').textContent());
  // What the order no longer charges is exactly what went back to the card (decision 0047).
  const refunded = (Math.round(totalBefore * 100) - Math.round(totalAfter * 100)) / 100;
  expect(refunded).toBeGreaterThan(cancelled.price - 0.005);
  const today = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  await expect(dialog.getByTestId('refund-line')).toHaveText(
    `Refunded $${refunded.toFixed(2)} to card on ${today}`,
  );
  await expect(dialog.getByRole('region', { name: sellerName(kept) })).toContainText(kept.title);
  await expect(cancelledGroup).toContainText('refunded with its shipping and tax');
  await snapWithModal(page, 'checkout-card-refund');

  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO.customer.email)}&limit=5`);
  const mails = (await outbox.json()).data as { subject: string; text: string }[];
  const mail = mails.find((m) => m.subject === `Refund for your order ${orderNumber}`);
  expect(mail?.text).toContain(`Refunded $${refunded.toFixed(2)} to card on ${today}`);
});

test('a declined card shows the reason; another card places the order', async ({ page, request }) => {
  const { own } = await pickProducts(request, { marketplace: true, vendorCount: 0, offset: 2 });
  await seedCart(page, [own!]);
  await page.goto('/checkout');
  await fillCheckout(page, { name: 'Carl Card', email: uniqueEmail('card'), phone: '555-0102', ...ADDRESS });
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Carl Card');
  await page.getByRole('button', { name: /Place order/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Payment declined' });
  await expect(alert).toContainText('The card was declined');
  await snap(page, 'checkout-card-declined');

  // Hold the order request until the processing state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/orders', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByText('Processing your payment…')).toBeVisible();
  await expect(page.getByRole('button', { name: /Processing payment/ })).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'checkout-card-processing');
  release();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^IT-/);
  await expect(page.getByText('Card', { exact: true })).toBeVisible();
});

test('a visitor creates a customer account with the e-mail code', async ({ page, request }) => {
  const email = uniqueEmail('newcustomer');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Nora New');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Nora-garden-42');
  await page.getByLabel('Confirm password', { exact: true }).fill('Nora-garden-42');
  await snap(page, 'checkout-register');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(/Resend code in \d:\d\d/)).toBeVisible();
  const code = await codeFromOutbox(request, email);
  await snap(page, 'checkout-register-code');
  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Nora New').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the admin finds an order on the desk, moves the marketplace part and sees the settings', async ({
  page,
  request,
}) => {
  // A guest order with a marketplace part, placed through the API.
  const { own, vendors } = await pickProducts(request, { marketplace: true, vendorCount: 1, offset: 3 });
  const items = [own!, ...vendors];
  const quote = await request.post('/api/orders/quote', {
    data: { items: items.map((p) => ({ productId: p._id, quantity: 1 })) },
  });
  const { total, items: priced } = (await quote.json()).data as {
    total: number;
    items: { productId: string; unitPrice: number }[];
  };
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      customer: { name: 'Dana Desk', email: uniqueEmail('desk'), phone: '555-0103' },
      shippingAddress: { ...ADDRESS, country: 'United States' },
      items: priced.map((p) => ({ productId: p.productId, quantity: 1, price: p.unitPrice })),
      payment: { method: 'cod', amount: total },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber, _id: orderId } = (await placed.json()).data.order as {
    orderNumber: string;
    _id: string;
  };

  const token = await apiToken(request, 'admin', DEMO.admin);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 2, name: 'All orders' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await snap(page, 'checkout-admin-orders');

  await page.getByLabel('Search').fill(orderNumber);
  await expect(page).toHaveURL(new RegExp(`search=${orderNumber}`));
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${orderNumber}`) })).toBeVisible();
  const marketplacePart = page.getByTestId('admin-order-part').filter({ hasText: 'Marketplace part' });
  // One step at a time (decision 0032): the part is confirmed before it is processed.
  await expect(marketplacePart.getByLabel('New status').locator('option[value="processing"]')).toHaveCount(0);
  await marketplacePart.getByLabel('New status').selectOption('confirmed');
  await marketplacePart.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Order part marked Confirmed')).toBeVisible();
  await marketplacePart.getByLabel('New status').selectOption('processing');
  await marketplacePart.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Order part marked Processing')).toBeVisible();
  await expect(marketplacePart.locator('[data-status="processing"]').first()).toBeVisible();
  await expect(page.getByTestId('history-event').first()).toContainText('Processing');
  await snap(page, 'checkout-admin-order');

  await page.getByRole('button', { name: 'Order details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByRole('region', { name: 'Customer information' })).toContainText('Dana Desk');
  await expect(dialog.getByRole('link', { name: 'Open in Admin/Vendor Panel' })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`,
  );
  await expect(dialog.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await snapWithModal(page, 'checkout-admin-order-details');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: /Forward orders to vendors automatically/ })).toBeVisible();
  await expect(page.getByLabel('Tax rate (%)')).toHaveValue('8');
  await snap(page, 'checkout-admin-settings');
});

test('a keyboard-only guest goes from the cart through checkout to the order details with the focus always shown', async ({
  page,
  request,
}) => {
  const { vendors } = await pickProducts(request, { marketplace: false, vendorCount: 1, offset: 4 });
  await seedCart(page, vendors);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Tab to the checkout link and follow it with Enter.
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Every field is reached with Tab, in reading order, and typed into.
  const email = uniqueEmail('keys');
  const fields: [string, string][] = [
    ['Full name', 'Kim Keys'],
    ['Email', email],
    ['Phone', '555-0199'],
    ['Street address', ADDRESS.street],
    ['City', ADDRESS.city],
    ['State', ADDRESS.state],
    ['ZIP code', ADDRESS.zipCode],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Kim Keys');
  await snap(page, 'checkout-keyboard-form');

  // Place the order from the keyboard.
  await tabTo(page, page.getByRole('button', { name: /Place order/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  // The order details open with Enter and close with Escape, giving the focus back.
  const details = page.getByRole('button', { name: 'View order details' });
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Delivery information' })).toContainText(ADDRESS.street);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
});
