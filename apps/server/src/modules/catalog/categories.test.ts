import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiCategory, apiProduct } from './testing.js';

describe('categories', () => {
  const t = useTestApp();

  const setup = async () => {
    const app = t().app;
    const admin = await signedIn(app, 'admin');
    const a = await signedIn(app, 'vendor', { businessName: 'Alpha' });
    const b = await signedIn(app, 'vendor', { businessName: 'Beta' });
    const stamp = Math.random().toString(36).slice(2, 7);
    const electronics = await apiCategory(app, admin.token, { name: `Electronics ${stamp}`, admin: true });
    const phones = await apiCategory(app, admin.token, {
      name: 'Phones',
      parentCategory: electronics,
      admin: true,
    });
    return { app, admin, a, b, stamp, electronics, phones };
  };

  it('lets admins build the global tree and shows it publicly', async () => {
    const { app, electronics, phones, stamp } = await setup();
    const res = await call(app, 'GET', '/api/categories');
    expect(res.statusCode).toBe(200);
    const node = res.body.data.find((c: any) => c._id === electronics);
    expect(node).toMatchObject({
      name: `Electronics ${stamp}`,
      parentCategory: null,
      isGlobal: true,
      children: [
        { _id: phones, name: 'Phones', parentCategory: { _id: electronics, name: `Electronics ${stamp}` } },
      ],
    });
  });

  it('requires name and description (spec messages) and rejects unknown fields', async () => {
    const { app, a } = await setup();
    const res = await call(app, 'POST', '/api/vendors/categories', {
      token: a.token,
      body: { name: '', description: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'name', message: 'Category name is required' },
      { path: 'description', message: 'Description is required' },
    ]);
    const sneaky = await call(app, 'POST', '/api/vendors/categories', {
      token: a.token,
      body: { name: 'X', description: 'Y', vendorId: a.vendorId },
    });
    expect(sneaky.statusCode).toBe(400);
  });

  it('gives each vendor its own categories, under its own or a global main category', async () => {
    const { app, a, b, electronics, phones } = await setup();
    const cables = await apiCategory(app, a.token, { name: 'Cables' });
    const usb = await apiCategory(app, a.token, { name: 'USB', parentCategory: cables });
    const chargers = await apiCategory(app, a.token, { name: 'Chargers', parentCategory: electronics });

    const listA = await call(app, 'GET', '/api/vendors/categories', { token: a.token });
    const ids = listA.body.data.map((c: any) => c._id);
    expect(ids).toEqual(expect.arrayContaining([cables, usb, chargers, electronics, phones]));
    expect(listA.body.data.find((c: any) => c._id === cables)).toMatchObject({
      editable: true,
      isGlobal: false,
    });
    expect(listA.body.data.find((c: any) => c._id === electronics)).toMatchObject({
      editable: false,
      isGlobal: true,
    });

    const listB = await call(app, 'GET', '/api/vendors/categories', { token: b.token });
    expect(listB.body.data.map((c: any) => c._id)).not.toContain(cables);

    const mains = await call(app, 'GET', '/api/vendors/categories?type=main', { token: a.token });
    expect(mains.body.data.every((c: any) => c.parentCategory === null)).toBe(true);
    const search = await call(app, 'GET', '/api/vendors/categories?search=usb', { token: a.token });
    expect(search.body.data.map((c: any) => c._id)).toEqual([usb]);

    // The public tree with ?vendorId shows the vendor's own next to the global ones.
    const tree = await call(app, 'GET', `/api/categories?vendorId=${a.vendorId}`);
    const treeElectronics = tree.body.data.find((c: any) => c._id === electronics);
    expect(treeElectronics.children.map((c: any) => c._id)).toEqual(
      expect.arrayContaining([phones, chargers]),
    );
    expect(tree.body.data.map((c: any) => c._id)).toContain(cables);
    const plain = await call(app, 'GET', '/api/categories');
    expect(plain.body.data.map((c: any) => c._id)).not.toContain(cables);
  });

  it('answers 404 for another vendor’s category on every route and changes nothing', async () => {
    const { app, a, b } = await setup();
    const cables = await apiCategory(app, a.token, { name: 'Cables' });
    const body = { name: 'Hijacked', description: 'x' };
    for (const [method, url] of [
      ['GET', `/api/vendors/categories/${cables}`],
      ['PUT', `/api/vendors/categories/${cables}`],
      ['DELETE', `/api/vendors/categories/${cables}`],
    ] as const) {
      const res = await call(app, method, url, { token: b.token, body: method === 'PUT' ? body : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Category not found');
    }
    // Nor can B nest under A's category.
    const nested = await call(app, 'POST', '/api/vendors/categories', {
      token: b.token,
      body: { name: 'Sub', description: 'x', parentCategory: cables },
    });
    expect(nested.statusCode).toBe(400);
    const [row] = await t().database.db.select().from(categories).where(eq(categories.id, cables)).limit(1);
    expect(row?.name).toBe('Cables');
  });

  it('refuses vendor changes to global categories with 403', async () => {
    const { app, a, electronics } = await setup();
    const put = await call(app, 'PUT', `/api/vendors/categories/${electronics}`, {
      token: a.token,
      body: { name: 'Mine now', description: 'x' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.body.message).toBe('Marketplace categories can only be changed by an administrator');
    const del = await call(app, 'DELETE', `/api/vendors/categories/${electronics}`, { token: a.token });
    expect(del.statusCode).toBe(403);
    const read = await call(app, 'GET', `/api/vendors/categories/${electronics}`, { token: a.token });
    expect(read.body.data).toMatchObject({ _id: electronics, isGlobal: true, editable: false });
    // And vendors cannot use the admin routes at all.
    const admin = await call(app, 'POST', '/api/admin/categories', {
      token: a.token,
      body: { name: 'Z', description: 'z' },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('accepts only main categories as parents, never itself, and only two levels', async () => {
    const { app, a, phones } = await setup();
    const cables = await apiCategory(app, a.token, { name: 'Cables' });
    const usb = await apiCategory(app, a.token, { name: 'USB', parentCategory: cables });
    const underSub = await call(app, 'POST', '/api/vendors/categories', {
      token: a.token,
      body: { name: 'Deep', description: 'x', parentCategory: usb },
    });
    expect(underSub.statusCode).toBe(400);
    expect(underSub.body.message).toBe('Only main categories can be parents');
    const underGlobalSub = await call(app, 'POST', '/api/vendors/categories', {
      token: a.token,
      body: { name: 'Deep', description: 'x', parentCategory: phones },
    });
    expect(underGlobalSub.statusCode).toBe(400);
    const self = await call(app, 'PUT', `/api/vendors/categories/${cables}`, {
      token: a.token,
      body: { name: 'Cables', description: 'x', parentCategory: cables },
    });
    expect(self.statusCode).toBe(400);
    expect(self.body.message).toBe('A category cannot be its own parent');
    const other = await apiCategory(app, a.token, { name: 'Adapters' });
    const nestParent = await call(app, 'PUT', `/api/vendors/categories/${cables}`, {
      token: a.token,
      body: { name: 'Cables', description: 'x', parentCategory: other },
    });
    expect(nestParent.statusCode).toBe(409);
    expect(nestParent.body.message).toBe('A category that has subcategories cannot become a subcategory');
  });

  it('refuses a duplicate name under the same parent with 409', async () => {
    const { app, a } = await setup();
    await apiCategory(app, a.token, { name: 'Cables' });
    const dup = await call(app, 'POST', '/api/vendors/categories', {
      token: a.token,
      body: { name: 'cables', description: 'again' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe('A category with this name already exists here');
  });

  it('updates name, description and parent', async () => {
    const { app, a, electronics } = await setup();
    const cables = await apiCategory(app, a.token, { name: 'Cables' });
    const res = await call(app, 'PUT', `/api/vendors/categories/${cables}`, {
      token: a.token,
      body: { name: 'Cords', description: 'All cords', parentCategory: electronics },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Cords', description: 'All cords', slug: 'cords' });
    expect(res.body.data.parentCategory._id).toBe(electronics);
  });

  it('refuses to delete a category that still has children or products (409 saying why)', async () => {
    const { app, a, electronics, phones } = await setup();
    const withChild = await call(app, 'DELETE', `/api/admin/categories/${electronics}`, {
      token: (await signedIn(app, 'admin')).token,
    });
    expect(withChild.statusCode).toBe(409);
    expect(withChild.body.message).toBe(
      'This category still has 1 subcategory. Delete or move them before deleting the category.',
    );

    const cables = await apiCategory(app, a.token, { name: 'Cables' });
    const product = await apiProduct(app, a.token, {
      title: 'Cable',
      mainCategory: JSON.stringify([cables]),
    });
    const withProduct = await call(app, 'DELETE', `/api/vendors/categories/${cables}`, { token: a.token });
    expect(withProduct.statusCode).toBe(409);
    expect(withProduct.body.message).toBe(
      'This category still has 1 product. Move or delete them before deleting the category.',
    );

    // Once the product is deleted (soft), the category can go; the deleted product drops the link.
    expect(
      (await call(app, 'DELETE', `/api/vendors/products/${product._id}`, { token: a.token })).statusCode,
    ).toBe(200);
    const ok = await call(app, 'DELETE', `/api/vendors/categories/${cables}`, { token: a.token });
    expect(ok.statusCode).toBe(200);
    const rows = await t().database.db.select().from(categories);
    expect(rows.some((r) => r.id === cables)).toBe(false);
    expect(rows.some((r) => r.id === phones)).toBe(true);
  });

  it('counts products per category: the vendor’s own, and visible ones on the public tree', async () => {
    const { app, a, b, electronics, phones } = await setup();
    await apiProduct(app, a.token, { title: 'Phone A', mainCategory: electronics, subCategory: phones });
    await apiProduct(app, b.token, { title: 'Phone B', mainCategory: electronics, subCategory: phones });
    await apiProduct(app, b.token, { title: 'Draft', mainCategory: electronics, status: 'draft' });
    const own = await call(app, 'GET', '/api/vendors/categories', { token: a.token });
    expect(own.body.data.find((c: any) => c._id === phones).productCount).toBe(1);
    const tree = await call(app, 'GET', '/api/categories?counts=true');
    const node = tree.body.data.find((c: any) => c._id === electronics);
    expect(node.productCount).toBe(2);
    expect(node.children[0].productCount).toBe(2);
  });

  it('moves products along when a category changes level', async () => {
    const { app, a, electronics } = await setup();
    const cables = await apiCategory(app, a.token, { name: 'Cables' });
    const p = await apiProduct(app, a.token, { title: 'Cable', mainCategory: cables });
    await call(app, 'PUT', `/api/vendors/categories/${cables}`, {
      token: a.token,
      body: { name: 'Cables', description: 'x', parentCategory: electronics },
    });
    const moved = await call(app, 'GET', `/api/vendors/products/${p._id}`, { token: a.token });
    expect(moved.body.data.mainCategory._id).toBe(electronics);
    expect(moved.body.data.subCategory._id).toBe(cables);
  });
});
