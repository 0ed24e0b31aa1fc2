import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, heldResponse, mockApi, ok } from '@/test/fetch-mock';
import { pngFile, textAsImage } from '@/test/file-fixtures';
import { makeUser } from '@/test/fixtures';
import { makeOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });

const GREEN = { _id: 'vendor-green', businessName: 'Green Leaf Home' };
const ORDER = makeOrder({
  _id: '22222222-2222-4222-8222-222222222222',
  orderNumber: 'IT-1763632800000WXYZ2',
});

const quote = {
  currency: 'USD',
  items: [
    {
      productId: 'coffee',
      title: 'House Blend Coffee',
      image: null,
      vendor: null,
      unitPrice: 12.5,
      shipping: 2,
      quantity: 2,
      lineTotal: 25,
      available: 20,
    },
    {
      productId: 'throw',
      title: 'Linen Throw',
      image: null,
      vendor: GREEN,
      unitPrice: 40,
      shipping: 5,
      quantity: 1,
      lineTotal: 40,
      available: 3,
    },
  ],
  sellers: [
    { vendor: null, name: 'Marketplace', productIds: ['coffee'], subtotal: 25, shipping: 2 },
    { vendor: GREEN, name: 'Green Leaf Home', productIds: ['throw'], subtotal: 40, shipping: 5 },
  ],
  subtotal: 65,
  shipping: 7,
  tax: 5.2,
  taxRate: 0.08,
  total: 77.2,
  deliverySpeed: 'standard',
  estimatedDelivery: '2025-11-25T12:00:00.000Z',
  problems: [],
};

function storeCart() {
  localStorage.setItem(
    'cart',
    JSON.stringify([
      { productId: 'coffee', quantity: 2 },
      { productId: 'throw', quantity: 1 },
    ]),
  );
}

async function fillDetails(user: UserEvent, { withContact = true } = {}) {
  if (withContact) {
    await user.type(screen.getByLabelText('Full name'), 'Gail Guest');
    await user.type(screen.getByLabelText('Email'), 'Gail@Example.test');
    await user.type(screen.getByLabelText('Phone'), '555-0101');
  }
  await user.type(screen.getByLabelText('Street address'), '12 Elm St');
  await user.type(screen.getByLabelText('City'), 'Springfield');
  await user.type(screen.getByLabelText('State'), 'IL');
  await user.type(screen.getByLabelText('ZIP code'), '62701');
}

const placeButton = () => screen.getByRole('button', { name: /Place order/ });

// Typing a whole address takes a while in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('/checkout', () => {
  it('runs the order data check before posting and shows each message beside its field', async () => {
    storeCart();
    const { calls } = mockApi({ 'POST /api/orders/quote': ok(quote) });
    const { user } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order · \$77\.20/ });
    await user.clear(screen.getByLabelText('Country'));
    await user.click(placeButton());
    const expected: [string, string][] = [
      ['Full name', 'Customer name is required'],
      ['Email', 'Customer email is required'],
      ['Phone', 'Customer phone is required'],
      ['Street address', 'Street address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['ZIP code', 'ZIP code is required'],
      ['Country', 'Country is required'],
    ];
    for (const [label, message] of expected) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/orders')).toBe(false);

    // A message goes when its field is edited.
    await user.type(screen.getByLabelText('Full name'), 'G');
    expect(screen.queryByText('Customer name is required')).not.toBeInTheDocument();
  });

  it('checks the card details when paying by card', async () => {
    storeCart();
    const { calls } = mockApi({ 'POST /api/orders/quote': ok(quote) });
    const { user } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order/ });
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.type(screen.getByLabelText('Card number'), '1234');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13');
    await user.click(placeButton());
    expect(await screen.findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('Expiry must look like MM/YY')).toBeInTheDocument();
    expect(screen.getByText('CVC must be 3 or 4 digits')).toBeInTheDocument();
    expect(screen.getByText('Name on card is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/orders')).toBe(false);
  });

  it('offers the three delivery speeds with their estimated dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 20, 12, 0));
    storeCart();
    const { calls } = mockApi({ 'POST /api/orders/quote': ok(quote) });
    const { user } = renderApp('/checkout');
    const group = await screen.findByRole('radiogroup', { name: 'Delivery speed' });
    expect(within(group).getByRole('radio', { name: /Standard \(5 days\)/ })).toBeChecked();
    expect(screen.getByTestId('estimate-standard')).toHaveTextContent('Estimated delivery Nov 25, 2025');
    expect(screen.getByTestId('estimate-express')).toHaveTextContent('Estimated delivery Nov 22, 2025');
    expect(screen.getByTestId('estimate-overnight')).toHaveTextContent('Estimated delivery Nov 21, 2025');
    await user.click(within(group).getByRole('radio', { name: /Express \(2 days\)/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/orders/quote').at(-1)?.body).toMatchObject({
        deliverySpeed: 'express',
      }),
    );
  });

  it('shows the order summary per seller from the quote', async () => {
    storeCart();
    mockApi({ 'POST /api/orders/quote': ok(quote) });
    renderApp('/checkout');
    const marketplace = await screen.findByRole('region', { name: 'Items from Marketplace' });
    expect(within(marketplace).getByText('House Blend Coffee')).toBeInTheDocument();
    expect(within(marketplace).getByText('$25.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Items from Green Leaf Home' })).getByText('$5.00'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Order totals')).toHaveTextContent('Total$77.20');
  });

  it('prefills the details of the signed-in customer', async () => {
    storeCart();
    localStorage.setItem('token', 'customer-token');
    mockApi({
      'GET /api/auth/me': ok({
        user: makeUser({ phone: '555-0199' }),
        vendor: null,
        impersonatedBy: null,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
      'POST /api/orders/quote': ok(quote),
    });
    renderApp('/checkout');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Casey Customer'));
    expect(screen.getByLabelText('Email')).toHaveValue('customer@demo.test');
    expect(screen.getByLabelText('Phone')).toHaveValue('555-0199');
  });

  it('places a guest order, clears the cart and opens the confirmation with the e-mail', async () => {
    storeCart();
    const { calls } = mockApi({
      'POST /api/orders/quote': ok(quote),
      'POST /api/orders': () =>
        new Response(
          JSON.stringify({ success: true, data: { order: ORDER }, message: 'Order placed successfully' }),
          {
            status: 201,
            headers: { 'content-type': 'application/json' },
          },
        ),
      [`GET /api/orders/confirmation/${ORDER._id}`]: ok({ order: ORDER }),
    });
    const { user, router } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order/ });
    await fillDetails(user);
    await user.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/order-confirmation/${ORDER._id}`);
    expect(screen.getByTestId('order-number')).toHaveTextContent('IT-1763632800000WXYZ2');

    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/orders');
    expect(post?.body).toEqual({
      customer: { name: 'Gail Guest', email: 'Gail@Example.test', phone: '555-0101' },
      shippingAddress: {
        street: '12 Elm St',
        apartment: '',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'United States',
      },
      items: [
        { productId: 'coffee', quantity: 2, price: 12.5 },
        { productId: 'throw', quantity: 1, price: 40 },
      ],
      payment: { method: 'cod', amount: 77.2 },
      deliverySpeed: 'standard',
      notes: '',
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    const confirmation = calls.find((c) => c.path === `/api/orders/confirmation/${ORDER._id}`);
    expect(confirmation).toBeDefined();
    expect(JSON.parse(sessionStorage.getItem('guestOrderEmails') ?? '{}')).toEqual({
      [ORDER._id]: 'gail@example.test',
    });
  });

  it('names the product that ran out and leads back to the cart', async () => {
    storeCart();
    mockApi({
      'POST /api/orders/quote': ok(quote),
      'POST /api/orders': fail(409, 'OUT_OF_STOCK', 'Only 2 left of "Linen Throw"'),
    });
    const { user, router } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order/ });
    await fillDetails(user);
    await user.click(placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough stock');
    expect(alert).toHaveTextContent('Only 2 left of "Linen Throw"');
    await user.click(within(alert).getByRole('link', { name: 'Review your cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('explains a price change', async () => {
    storeCart();
    mockApi({
      'POST /api/orders/quote': ok(quote),
      'POST /api/orders': fail(
        409,
        'PRICE_CHANGED',
        'The price of "Linen Throw" has changed to 45.00. Please review your cart.',
      ),
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order/ });
    await fillDetails(user);
    await user.click(placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Prices have changed');
    expect(alert).toHaveTextContent('The price of "Linen Throw" has changed to 45.00');
  });

  it('shows the processing state while a card is charged, then a declined card', async () => {
    storeCart();
    const held = heldResponse();
    const { calls } = mockApi({
      'POST /api/orders/quote': ok(quote),
      'POST /api/orders': held.handler,
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order/ });
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Gail Guest');
    await user.click(placeButton());
    expect(await screen.findByText('Processing your payment…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Processing payment/ })).toBeDisabled();
    expect(calls.find((c) => c.path === '/api/orders')?.body).toMatchObject({
      payment: {
        method: 'card',
        amount: 77.2,
        card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', name: 'Gail Guest' },
      },
    });
    held.release(fail(402, 'PAYMENT_DECLINED', 'The card was declined'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined');
    expect(alert).toHaveTextContent(
      'The card was declined. Please check the card details, or use another card or payment method.',
    );
    expect(screen.queryByText('Processing your payment…')).not.toBeInTheDocument();
  });

  it('retries with the same Idempotency-Key', async () => {
    storeCart();
    let attempt = 0;
    const { calls } = mockApi({
      'POST /api/orders/quote': ok(quote),
      'POST /api/orders': () =>
        ++attempt === 1 ? fail(503, 'UNAVAILABLE', 'Try again later') : ok({ order: ORDER }),
      [`GET /api/orders/confirmation/${ORDER._id}`]: ok({ order: ORDER }),
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order/ });
    await fillDetails(user);
    await user.click(placeButton());
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    await user.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    const keys = calls.filter((c) => c.path === '/api/orders').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('needs an image receipt for a bank transfer and posts it with the order', async () => {
    storeCart();
    const { calls } = mockApi({
      'POST /api/orders/quote': ok(quote),
      'POST /api/orders/with-receipt': ok({ order: ORDER }),
      [`GET /api/orders/confirmation/${ORDER._id}`]: ok({ order: ORDER }),
    });
    const { user } = renderApp('/checkout');
    await screen.findByRole('button', { name: /Place order/ });
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(screen.getByText('Bank details')).toBeInTheDocument();
    await user.click(placeButton());
    expect(await screen.findByText('Please upload the bank transfer receipt')).toBeInTheDocument();

    const input = screen.getByLabelText('Transfer receipt');
    // (The file picker only offers images; a file dropped in anyway is refused too.)
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('receipt.pdf: Please choose an image file (JPEG, PNG, GIF or WEBP)'),
    ).toBeInTheDocument();
    // The type is read from the content: a text file named .jpg is refused, with no preview.
    await user.upload(input, textAsImage('scan.jpg'));
    expect(
      await screen.findByText('scan.jpg: Please choose an image file (JPEG, PNG, GIF or WEBP)'),
    ).toBeInTheDocument();
    expect(screen.queryByAltText('Receipt preview')).not.toBeInTheDocument();
    await user.upload(input, pngFile('huge.png', 5 * 1024 * 1024));
    expect(await screen.findByText('huge.png: The receipt must be smaller than 5MB')).toBeInTheDocument();
    await user.upload(input, pngFile('receipt.png'));
    expect(await screen.findByText('receipt.png')).toBeInTheDocument();

    await user.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/orders/with-receipt');
    const form = post?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get('order')))).toMatchObject({
      payment: { method: 'bank_transfer', amount: 77.2 },
    });
    expect((form.get('receipt') as File).name).toBe('receipt.png');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/orders')).toBe(false);
  });

  it('sends an empty cart back to the products', async () => {
    mockApi({});
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});
