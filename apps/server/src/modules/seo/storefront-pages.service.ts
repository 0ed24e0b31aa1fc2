import type { AppContext } from '../../context.js';
import { findStorefrontCategory, findStorefrontProduct, findStorefrontShop } from '../catalog/index.js';
import { type PageHead, SITE_NAME, summarize } from './head-tags.js';

/**
 * What the server answers for a storefront address (decision 0015): its status (404 for an
 * unknown path or an unknown or malformed product, category or shop id) and the head tags of the
 * page, looked up with one query. The SPA renders the body, including its not-found page.
 */
export type StorefrontPage = { status: 200 | 404; head: PageHead | null };

/** The index.html description, for the home page and the products page. */
export const DEFAULT_DESCRIPTION = 'Marketplace: shop from independent sellers, or sell your own products.';

/** The web app's routes (apps/web/src/app/routes.tsx) that need no lookup. */
const KNOWN_PATHS = new Set([
  '/products',
  '/cart',
  '/contact',
  '/faq',
  '/help',
  '/checkout',
  '/my-orders',
  '/account/inquiries',
  '/track-order',
  '/login',
  '/register',
  '/forgot-password',
]);
const KNOWN_PATTERNS = [
  /^\/order-confirmation\/[^/]+$/,
  /^\/account\/inquiries\/[^/]+$/,
  /^\/track-order\/[^/]+$/,
  // The vendor order detail, and the two portals (each shows its own not-found page).
  /^\/order\/[^/]+$/,
  /^\/(vendor|admin)(\/.*)?$/,
];

const NOT_FOUND: StorefrontPage = {
  status: 404,
  head: {
    title: `Page not found · ${SITE_NAME}`,
    description: 'We could not find the page you were looking for.',
    noindex: true,
  },
};

export async function describeStorefrontPage(opts: {
  ctx: AppContext;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
}): Promise<StorefrontPage> {
  const { ctx, query } = opts;
  const base = ctx.config.publicUrl;
  const path = opts.path.length > 1 ? opts.path.replace(/\/+$/, '') : opts.path;

  if (path === '/' || path === '') {
    return {
      status: 200,
      head: {
        title: `${SITE_NAME} · Shop independent sellers`,
        description: DEFAULT_DESCRIPTION,
        canonical: `${base}/`,
        ogType: 'website',
      },
    };
  }
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) return productPage(ctx, product[1]!);
  const shop = /^\/shop\/([^/]+)$/.exec(path);
  if (shop) return shopPage(ctx, shop[1]!);
  if (path === '/products') return productsPage(ctx, query);
  if (KNOWN_PATHS.has(path) || KNOWN_PATTERNS.some((pattern) => pattern.test(path)))
    return { status: 200, head: null };
  return NOT_FOUND;
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

async function productPage(ctx: AppContext, id: string): Promise<StorefrontPage> {
  const product = await findStorefrontProduct({ ctx, id });
  if (!product) return NOT_FOUND;
  const base = ctx.config.publicUrl;
  const url = `${base}/product/${product._id}`;
  const images = [...product.images]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((image) => absolute(base, image.displayUrl));
  const seller = product.vendor
    ? {
        '@type': 'Organization',
        name: product.vendor.businessName,
        url: `${base}/shop/${product.vendor._id}`,
      }
    : { '@type': 'Organization', name: SITE_NAME, url: `${base}/` };
  const price = product.price.toFixed(2);
  const description = summarize(product.metaDescription || product.description);
  return {
    status: 200,
    head: {
      title: `${product.metaTitle || product.title} · ${SITE_NAME}`,
      description,
      canonical: url,
      ogType: 'product',
      image: images[0],
      // The gallery's main image: the primary image's display size (product-gallery.tsx).
      preloadImage: product.image ?? undefined,
      properties: [
        ['product:price:amount', price],
        ['product:price:currency', ctx.config.currency],
      ],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        description: summarize(product.description, 5000),
        url,
        ...(images.length > 0 ? { image: images } : {}),
        ...(product.sku ? { sku: product.sku } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(product.mainCategory ? { category: product.mainCategory.name } : {}),
        offers: {
          '@type': 'Offer',
          url,
          price,
          priceCurrency: ctx.config.currency,
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          seller,
        },
      },
    },
  };
}

async function shopPage(ctx: AppContext, vendorId: string): Promise<StorefrontPage> {
  const shop = await findStorefrontShop({ ctx, vendorId });
  if (!shop) return NOT_FOUND;
  const base = ctx.config.publicUrl;
  const url = `${base}/shop/${shop.id}`;
  const logo = shop.logo ? absolute(base, shop.logo) : undefined;
  const count = `${shop.productCount} ${shop.productCount === 1 ? 'product' : 'products'}`;
  return {
    status: 200,
    head: {
      title: `${shop.businessName} · ${SITE_NAME}`,
      description:
        summarize(shop.description) || `Shop ${shop.businessName} on ${SITE_NAME}: ${count} for sale.`,
      canonical: url,
      ogType: 'website',
      image: logo,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: shop.businessName,
        url,
        ...(logo ? { logo } : {}),
        ...(shop.description ? { description: summarize(shop.description, 5000) } : {}),
      },
    },
  };
}

/** `/products`: a category page when it names a category (which must exist), else the catalogue. */
async function productsPage(ctx: AppContext, query: URLSearchParams): Promise<StorefrontPage> {
  const base = ctx.config.publicUrl;
  const categoryId = query.get('category');
  const page = Number(query.get('page'));
  const pageSuffix = Number.isInteger(page) && page > 1 ? `&page=${page}` : '';
  if (categoryId !== null && categoryId !== '') {
    const category = await findStorefrontCategory({ ctx, id: categoryId });
    if (!category) return NOT_FOUND;
    const name = category.parentName ? `${category.name} (${category.parentName})` : category.name;
    return {
      status: 200,
      head: {
        title: `${category.name} · ${SITE_NAME}`,
        description:
          summarize(category.description) || `${name}: products from independent sellers on ${SITE_NAME}.`,
        canonical: `${base}/products?category=${encodeURIComponent(category.id)}${pageSuffix}`,
        ogType: 'website',
      },
    };
  }
  // Search results are not canonical pages of their own; the plain catalogue is.
  if (query.get('search')) return { status: 200, head: null };
  return {
    status: 200,
    head: {
      title: `All products · ${SITE_NAME}`,
      description: DEFAULT_DESCRIPTION,
      canonical: `${base}/products${pageSuffix.replace('&', '?')}`,
      ogType: 'website',
    },
  };
}
