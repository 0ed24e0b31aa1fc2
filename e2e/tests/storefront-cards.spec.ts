import { snap } from '../support/screenshots';
import { expect, test } from '../support/test';

/**
 * Decision 0014: the storefront's lists send cards, not whole products. The grids must look as
 * before: each card with its image, title, seller, price and availability, on the home page,
 * a category, search results and a vendor's shop.
 */
test('product cards show image, title, seller and price on home, a category, search and a shop', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/products?limit=60')).json()).data.products as Array<{
    title: string;
    thumbnail: string | null;
    vendor: { _id: string; businessName: string } | null;
  }>;
  const withImage = list.find((p) => p.thumbnail && p.vendor)!;
  expect(withImage, 'a demo product with an image and a vendor').toBeTruthy();

  const expectCards = async (name: string) => {
    const grid = page.getByRole('list', { name }).first();
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    // Every card image has loaded (a broken one turns into a placeholder). Cards below the fold
    // load lazily: scroll through the grid so each comes near the viewport, then back to the top.
    // Once the page's requests are done (a loading grid holds placeholder items), by position,
    // each found afresh and counted again: other journeys add products meanwhile, and a refetched
    // grid replaces its items (a kept element handle would be detached).
    await page.waitForLoadState('networkidle');
    const cards = grid.getByRole('listitem');
    for (let i = 0; i < (await cards.count()); i++) await cards.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        grid
          .locator('img')
          .evaluateAll((imgs) =>
            imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await grid.locator('img').count()).toBeGreaterThan(0);
    return grid;
  };

  await page.goto('/');
  await expectCards('New arrivals');
  await snap(page, 'storefront-cards-home');

  const tree = (await (await request.get('/api/categories')).json()).data as Array<{ _id: string }>;
  await page.goto(`/products?category=${tree[0]!._id}`);
  await expectCards('Products');
  await snap(page, 'storefront-cards-category');

  const word = withImage.title.split(' ').at(-1)!;
  await page.goto(`/products?search=${encodeURIComponent(word)}`);
  const results = await expectCards('Products');
  await expect(results.getByRole('link', { name: withImage.title }).first()).toBeVisible();
  await expect(results.getByText(withImage.vendor!.businessName).first()).toBeVisible();
  await snap(page, 'storefront-cards-search');

  await page.goto(`/shop/${withImage.vendor!._id}`);
  await expectCards(`Products from ${withImage.vendor!.businessName}`);
  await snap(page, 'storefront-cards-shop');
});
