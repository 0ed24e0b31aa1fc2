import {
  MESSAGES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MESSAGES,
  PRODUCT_TITLE_MAX,
  UPLOAD_MESSAGES,
} from '@market/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ids, makeCategories, makeProduct, makeProductList } from '@/test/catalog-fixtures';
import { type FetchCall, fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { pngFile } from '@/test/file-fixtures';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    'GET /api/vendors/categories': ok(makeCategories()),
    'GET /api/vendors/products': ok(makeProductList([])),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

const png = pngFile;
const imageInput = () => screen.getByTestId('image-input') as HTMLInputElement;
const pick = (files: File[]) => fireEvent.change(imageInput(), { target: { files } });

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('Product name'), 'Desk Lamp');
  await user.type(screen.getByLabelText('Description'), 'A warm LED desk lamp.');
  await user.type(screen.getByLabelText('Price'), '24.99');
  await user.type(screen.getByLabelText('Shipping'), '3.5');
  await user.type(screen.getByLabelText('Stock'), '7');
  await user.selectOptions(screen.getByLabelText('Main category'), ids.electronics);
}

const sent = (calls: FetchCall[], method: string) => calls.find((c) => c.method === method)?.body as FormData;

describe('/vendor/products/add', () => {
  it('enables the subcategory after a main category and clears it when the main category changes', async () => {
    const { user } = open('/vendor/products/add');
    expect(await screen.findByRole('heading', { level: 2, name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/vendor/products',
    );
    const main = screen.getByLabelText('Main category');
    const sub = screen.getByLabelText('Subcategory');
    await waitFor(() =>
      expect(within(main).getByRole('option', { name: 'Electronics' })).toBeInTheDocument(),
    );
    // Only main categories are offered as main categories.
    expect(
      within(main)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a main category', 'Electronics', 'Fashion & Apparel', 'Gadgets']);
    expect(sub).toBeDisabled();

    await user.selectOptions(main, ids.electronics);
    expect(sub).toBeEnabled();
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No subcategory', 'Audio', 'Phones']);
    await user.selectOptions(sub, ids.audio);
    expect(sub).toHaveValue(ids.audio);

    await user.selectOptions(main, ids.fashion);
    expect(sub).toHaveValue('');
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No subcategory', 'Shirts']);
    await user.selectOptions(main, '');
    expect(sub).toBeDisabled();
  });

  it('requires the spec fields and refuses negative numbers', async () => {
    const { user, calls } = open('/vendor/products/add');
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    const price = screen.getByLabelText('Price');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Shipping')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Stock')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Low-stock threshold')).toHaveValue(10);
    expect(screen.getByText(PRODUCT_MESSAGES.shippingHint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    for (const message of [
      'Product name is required',
      'Description is required',
      'Price is required',
      'Shipping is required',
      'Stock is required',
      'Main category is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await user.type(price, '-1');
    await user.type(screen.getByLabelText('Shipping'), '-0.5');
    await user.type(screen.getByLabelText('Stock'), '-3');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Price must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Shipping must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Stock must be 0 or more')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks image type, size and count before upload, and lets the seller choose the primary image', async () => {
    const { user } = open('/vendor/products/add');
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    expect(screen.getByText(UPLOAD_MESSAGES.imagesHint)).toBeInTheDocument();

    pick([new File(['hello'], 'notes.txt', { type: 'text/plain' }), png('huge.png', 6 * 1024 * 1024)]);
    const errors = await screen.findByRole('alert');
    expect(errors).toHaveTextContent(`notes.txt: ${UPLOAD_MESSAGES.imageType}`);
    expect(errors).toHaveTextContent(`huge.png: ${UPLOAD_MESSAGES.imageSize}`);
    expect(screen.queryAllByTestId('image-item')).toHaveLength(0);

    pick(Array.from({ length: 11 }, (_, i) => png(`photo-${i + 1}.png`)));
    expect(await screen.findAllByTestId('image-item')).toHaveLength(10);
    expect(screen.getByRole('alert')).toHaveTextContent(`photo-11.png: ${UPLOAD_MESSAGES.imageCount}`);
    expect(screen.getByText('10/10 images')).toBeInTheDocument();

    // The first image is the primary one until another is chosen.
    const items = screen.getAllByTestId('image-item');
    // The badge and the radio's label in the first card, only the radio's label in the others.
    expect(within(items[0]!).getAllByText('Primary')).toHaveLength(2);
    expect(within(items[1]!).getAllByText('Primary')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Use photo-1.png as the primary image' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Use photo-3.png as the primary image' }));
    expect(screen.getByRole('radio', { name: 'Use photo-3.png as the primary image' })).toBeChecked();

    // Removing the primary image makes the first one primary again.
    await user.click(screen.getByRole('button', { name: 'Remove photo-3.png' }));
    expect(screen.getAllByTestId('image-item')).toHaveLength(9);
    expect(screen.getByRole('radio', { name: 'Use photo-1.png as the primary image' })).toBeChecked();
  });

  it('refuses a text file renamed .jpg on selection: the message beside the file, no preview, nothing sent', async () => {
    const { user, calls } = open('/vendor/products/add');
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    // The browser believes the name; the check reads the content, as the server does.
    const fake = new File(['just some text, not a picture'], 'holiday.jpg', { type: 'image/jpeg' });
    pick([fake, png('real.png')]);
    const refused = await screen.findByTestId('refused-file');
    expect(refused).toHaveTextContent(`holiday.jpg: ${UPLOAD_MESSAGES.imageType}`);
    // Only the real image is added and previewed; the fake one has no preview and is not primary.
    const items = await screen.findAllByTestId('image-item');
    expect(items).toHaveLength(1);
    expect(screen.queryByAltText('Preview of holiday.jpg')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Use holiday.jpg as the primary image' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Use real.png as the primary image' })).toBeChecked();
    expect(screen.getByText('1/10 images')).toBeInTheDocument();
    // Removing the good image clears the old message; nothing reached the server meanwhile.
    await user.click(screen.getByRole('button', { name: 'Remove real.png' }));
    expect(screen.queryByTestId('refused-file')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("gives the text fields the server's limits, read from the same schema", async () => {
    open('/vendor/products/add');
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    expect(screen.getByLabelText('Product name')).toHaveAttribute('maxlength', String(PRODUCT_TITLE_MAX));
    expect(screen.getByLabelText('Description')).toHaveAttribute(
      'maxlength',
      String(PRODUCT_DESCRIPTION_MAX),
    );
    expect(screen.getByLabelText('Brand')).toHaveAttribute('maxlength', '100');
  });

  it('refuses a video that is not MP4 or WebM or is 50MB or more', async () => {
    open('/vendor/products/add');
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    const input = screen.getByTestId('video-input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'clip.mov', { type: 'video/quicktime' })] },
    });
    expect(await screen.findByText(UPLOAD_MESSAGES.videoType)).toBeInTheDocument();
    const big = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(UPLOAD_MESSAGES.videoSize)).toBeInTheDocument();
  });

  it('previews the slug with the slug rules and counts the SEO characters', async () => {
    const { user } = open('/vendor/products/add');
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    await user.type(screen.getByLabelText('Product name'), 'Café Lamp 2000');
    expect(screen.getByTestId('slug-preview')).toHaveTextContent('caf-lamp-2000');
    expect(screen.getByTestId('slug-preview')).toHaveTextContent('generated from the product name');

    await user.type(screen.getByLabelText('URL slug'), '  Hello,  World!! ');
    expect(screen.getByTestId('slug-preview')).toHaveTextContent('Slug preview: hello-world');
    expect(screen.getByTestId('slug-preview')).not.toHaveTextContent('generated');

    expect(screen.getByTestId('meta-title-count')).toHaveTextContent('0/60');
    await user.type(screen.getByLabelText('Meta title'), 'Warm lamp');
    expect(screen.getByTestId('meta-title-count')).toHaveTextContent('9/60');
    expect(screen.getByLabelText('Meta title')).toHaveAttribute('maxLength', '60');
    expect(screen.getByTestId('meta-description-count')).toHaveTextContent('0/160');
    expect(screen.getByLabelText('Meta description')).toHaveAttribute('maxLength', '160');
    await user.type(screen.getByLabelText('Image alt text'), 'A lamp');
    expect(screen.getByTestId('alt-text-count')).toHaveTextContent('6/125');
  });

  it('creates the product with its images, then redirects to My Products after 2 seconds', async () => {
    const created = makeProduct({ _id: 'new-1', title: 'Desk Lamp' });
    const { user, calls, router } = open('/vendor/products/add', {
      'POST /api/vendors/products': jsonResponse(201, {
        success: true,
        data: created,
        message: PRODUCT_MESSAGES.created,
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Subcategory'), ids.audio);
    await user.type(screen.getByLabelText('Tags'), 'lamp, desk');
    await user.type(screen.getByLabelText('URL slug'), 'My Lamp');
    pick([png('front.png'), png('side.png')]);
    await user.click(await screen.findByRole('radio', { name: 'Use side.png as the primary image' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.created)).toBeInTheDocument();
    const body = sent(calls, 'POST');
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Desk Lamp');
    expect(body.get('price')).toBe('24.99');
    expect(body.get('shipping')).toBe('3.5');
    expect(body.get('stock')).toBe('7');
    expect(body.get('mainCategory')).toBe(JSON.stringify([ids.electronics]));
    expect(body.get('subCategory')).toBe(JSON.stringify([ids.audio]));
    expect(body.get('tags')).toBe(JSON.stringify(['lamp', 'desk']));
    expect(body.get('lowStockThreshold')).toBe('10');
    expect(body.get('slug')).toBe('My Lamp');
    expect(body.has('metaTitle')).toBe(false);
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['front.png', 'side.png']);
    expect(body.get('primaryImageIndex')).toBe('1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/products'), { timeout: 4000 });
  });

  it("shows the server's refusal (an unapproved vendor's status message)", async () => {
    const { user } = open('/vendor/products/add', {
      'POST /api/vendors/products': fail(403, 'VENDOR_NOT_APPROVED', MESSAGES.vendorStatus.under_review),
    });
    await screen.findByRole('heading', { level: 2, name: 'Add New Product' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText(MESSAGES.vendorStatus.under_review)).toBeInTheDocument();
    const feedback = screen.getByTestId('save-feedback');
    expect(within(feedback).getByRole('alert')).toHaveTextContent(MESSAGES.vendorStatus.under_review);
    expect(
      within(feedback.nextElementSibling as HTMLElement).getByRole('button', { name: 'Create Product' }),
    ).toBeInTheDocument();
  });
});

describe('/vendor/products/:id/edit', () => {
  const product = makeProduct({ stock: 12 });

  it('sends expectedStock with a changed stock and takes the current stock after a 409', async () => {
    let loads = 0;
    const { user, calls } = open(`/vendor/products/${product._id}/edit`, {
      [`GET /api/vendors/products/${product._id}`]: () => {
        loads += 1;
        return ok(loads === 1 ? product : { ...product, stock: 9 });
      },
      [`PUT /api/vendors/products/${product._id}`]: fail(409, 'STOCK_CHANGED', PRODUCT_MESSAGES.stockChanged),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('Wireless Headphones');
    expect(screen.getByLabelText('Subcategory')).toHaveValue(ids.audio);
    // SEO fields are on Add only.
    expect(screen.queryByLabelText('URL slug')).toBeNull();

    const stock = screen.getByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(
      await screen.findByText(new RegExp(PRODUCT_MESSAGES.stockChanged.slice(0, 40))),
    ).toBeInTheDocument();
    const body = sent(calls, 'PUT');
    expect(body.get('stock')).toBe('20');
    expect(body.get('expectedStock')).toBe('12');
    await waitFor(() => expect(screen.getByLabelText('Stock')).toHaveValue(9));
  });

  it('leaves stock out when it did not change and shows the success message', async () => {
    const { user, calls } = open(`/vendor/products/${product._id}/edit`, {
      [`GET /api/vendors/products/${product._id}`]: ok(product),
      [`PUT /api/vendors/products/${product._id}`]: ok(product, PRODUCT_MESSAGES.updated),
    });
    await screen.findByRole('heading', { level: 2, name: 'Edit Product' });
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '89');
    await user.click(screen.getByRole('button', { name: 'Remove Image 1' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    // Beside the button that saved (the form is long, issue 35 item 5), announced politely.
    const feedback = screen.getByTestId('save-feedback');
    expect(within(feedback).getByRole('status')).toHaveTextContent(PRODUCT_MESSAGES.updated);
    expect(
      within(feedback.nextElementSibling as HTMLElement).getByRole('button', { name: 'Update Product' }),
    ).toBeInTheDocument();
    const body = sent(calls, 'PUT');
    expect(body.get('price')).toBe('89');
    expect(body.has('stock')).toBe(false);
    expect(body.has('expectedStock')).toBe(false);
    expect(body.get('removeImageIds')).toBe(JSON.stringify(['img-1']));
  });

  it("says 'Product not found' for a product that is not the vendor's", async () => {
    open(`/vendor/products/${product._id}/edit`, {
      [`GET /api/vendors/products/${product._id}`]: fail(404, 'NOT_FOUND', 'Product not found'),
    });
    expect(await screen.findByText(PRODUCT_MESSAGES.notFound)).toBeInTheDocument();
  });

  it("says 'Product not found' with the way back for a malformed id, not 'try again'", async () => {
    open('/vendor/products/not-an-id/edit', {
      'GET /api/vendors/products/not-an-id': fail(400, 'VALIDATION_ERROR', 'Invalid product id (id)'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PRODUCT_MESSAGES.notFound);
    expect(within(alert).getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/vendor/products',
    );
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(alert).not.toHaveTextContent(/try again/i);
  });

  it("says 'Failed to load product data' when loading fails", async () => {
    open(`/vendor/products/${product._id}/edit`, {
      [`GET /api/vendors/products/${product._id}`]: fail(500, 'INTERNAL', 'Boom'),
    });
    expect(await screen.findByText(PRODUCT_MESSAGES.loadDataFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
