import type { Role } from '@market/domain';

/** Whose catalogue a screen manages: a vendor's own, or the marketplace's (admins). */
export type CatalogOwner = 'vendor' | 'admin';

export type CatalogOwnerConfig = {
  role: Extract<Role, 'vendor' | 'admin'>;
  /** API prefix: `/vendors` or `/admin`. */
  api: '/vendors' | '/admin';
  /** Portal prefix: `/vendor` or `/admin`. */
  portal: '/vendor' | '/admin';
};

export const CATALOG_OWNERS: Record<CatalogOwner, CatalogOwnerConfig> = {
  vendor: { role: 'vendor', api: '/vendors', portal: '/vendor' },
  admin: { role: 'admin', api: '/admin', portal: '/admin' },
};

/** Portal paths of the product screens. */
export const productPaths = (owner: CatalogOwner) => {
  const base = `${CATALOG_OWNERS[owner].portal}/products`;
  return {
    // The admin's `/admin/products` lists every owner's products (moderation); the marketplace's own are a sub-page.
    list: owner === 'admin' ? `${base}/marketplace` : base,
    add: `${base}/add`,
    bulk: `${base}/bulk`,
    edit: (id: string) => `${base}/${id}/edit`,
    analytics: (id: string) => `${base}/${id}/analytics`,
  };
};

/** The storefront page of a product. */
export const productPagePath = (id: string) => `/product/${id}`;
