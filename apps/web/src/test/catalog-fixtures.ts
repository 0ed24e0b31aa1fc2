import type {
  Category,
  OwnerProductList,
  Product,
  ProductListItem,
  PublicProduct,
  StorefrontCard,
} from '@/shared/catalog';

/** Test data shaped like the catalogue API's answers (for component tests). */

export const ids = {
  electronics: '00000000-0000-4000-8000-000000000001',
  phones: '00000000-0000-4000-8000-000000000002',
  audio: '00000000-0000-4000-8000-000000000003',
  fashion: '00000000-0000-4000-8000-000000000004',
  shirts: '00000000-0000-4000-8000-000000000005',
  gadgets: '00000000-0000-4000-8000-000000000006',
  product: '10000000-0000-4000-8000-000000000001',
  vendor: '20000000-0000-4000-8000-000000000001',
} as const;

export function makeCategory(overrides: Partial<Category> & Pick<Category, '_id' | 'name'>): Category {
  return {
    slug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `${overrides.name} things`,
    parentCategory: null,
    isGlobal: true,
    vendorId: null,
    editable: false,
    childrenCount: 0,
    productCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Marketplace: Electronics (Phones; the vendor's own Audio under it) and Fashion (Shirts); the vendor's own main Gadgets. */
export function makeCategories(): Category[] {
  const electronics = { _id: ids.electronics, name: 'Electronics' };
  const fashion = { _id: ids.fashion, name: 'Fashion & Apparel' };
  return [
    makeCategory({ ...electronics, childrenCount: 2, productCount: 4 }),
    makeCategory({ _id: ids.phones, name: 'Phones', parentCategory: electronics }),
    makeCategory({
      _id: ids.audio,
      name: 'Audio',
      parentCategory: electronics,
      isGlobal: false,
      vendorId: ids.vendor,
      editable: true,
      description: 'Headphones and speakers',
    }),
    makeCategory({ ...fashion, childrenCount: 1 }),
    makeCategory({ _id: ids.shirts, name: 'Shirts', parentCategory: fashion }),
    makeCategory({
      _id: ids.gadgets,
      name: 'Gadgets',
      isGlobal: false,
      vendorId: ids.vendor,
      editable: true,
      description: 'Small clever tools',
    }),
  ];
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: ids.product,
    title: 'Wireless Headphones',
    name: 'Wireless Headphones',
    description: 'Over-ear headphones with noise cancelling.',
    price: 99.5,
    shipping: 5,
    stock: 12,
    currentStock: 12,
    reservedStock: 0,
    stockStatus: 'in-stock',
    brand: 'Sonic',
    tags: ['audio'],
    keywords: [],
    mainCategory: { _id: ids.electronics, name: 'Electronics' },
    subCategory: { _id: ids.audio, name: 'Audio' },
    category: { name: 'Electronics' },
    images: [
      {
        _id: 'img-1',
        url: '/uploads/media/img-1/original.png',
        thumbUrl: '/uploads/media/img-1/thumb.webp',
        displayUrl: '/uploads/media/img-1/display.webp',
        isPrimary: true,
        width: 640,
        height: 640,
      },
    ],
    image: '/uploads/media/img-1/display.webp',
    video: null,
    status: 'active',
    sku: 'SON-1',
    lowStockThreshold: 10,
    slug: 'wireless-headphones',
    metaTitle: 'Wireless Headphones',
    metaDescription: 'Over-ear headphones with noise cancelling.',
    altText: '',
    seoKeywords: [],
    featured: false,
    vendor: { _id: ids.vendor, businessName: 'Demo Traders', logo: null },
    moderation: null,
    review: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The table row the owner lists send for a product (GET /products). */
export function toListItem(p: Product): ProductListItem {
  const primary = p.images.find((i) => i.isPrimary) ?? p.images[0];
  return {
    _id: p._id,
    title: p.title,
    name: p.name,
    price: p.price,
    stock: p.stock,
    currentStock: p.currentStock,
    reservedStock: p.reservedStock,
    stockStatus: p.stockStatus,
    mainCategory: p.mainCategory,
    subCategory: p.subCategory,
    image: p.image,
    thumbnail: primary?.thumbUrl ?? null,
    status: p.status,
    sku: p.sku,
    lowStockThreshold: p.lowStockThreshold,
    slug: p.slug,
    featured: p.featured,
    moderation: p.moderation,
    review: p.review,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export function makeProductList(
  fullProducts: Product[],
  overrides: Partial<OwnerProductList> = {},
): OwnerProductList {
  const products = fullProducts.map(toListItem);
  const total = overrides.totalProducts ?? products.length;
  const pages = Math.max(1, Math.ceil(total / 12));
  return {
    products,
    pagination: {
      currentPage: 1,
      pageSize: 12,
      totalItems: total,
      totalPages: pages,
      hasNextPage: pages > 1,
      hasPrevPage: false,
      total,
      pages,
    },
    stats: {
      totalProducts: total,
      activeProducts: total,
      lowStock: 1,
      outOfStock: 1,
      inventoryValue: 1234.5,
    },
    totalPages: pages,
    totalProducts: total,
    ...overrides,
  };
}

export function makePublicProduct(overrides: Partial<PublicProduct> = {}): PublicProduct {
  const {
    currentStock: _c,
    reservedStock: _r,
    lowStockThreshold: _l,
    stockStatus: _s,
    ...rest
  } = makeProduct();
  return { ...rest, inStock: true, ...overrides };
}

/** The storefront card (GET /api/products) of a product as its page shows it. */
export function toStorefrontCard(p: PublicProduct): StorefrontCard {
  const primary = p.images.find((i) => i.isPrimary) ?? p.images[0];
  return {
    _id: p._id,
    title: p.title,
    price: p.price,
    stock: p.stock,
    inStock: p.inStock,
    image: primary?.displayUrl ?? null,
    thumbnail: primary?.thumbUrl ?? null,
    imageAlt: p.altText || p.title,
    vendor: p.vendor ? { _id: p.vendor._id, businessName: p.vendor.businessName } : null,
  };
}
