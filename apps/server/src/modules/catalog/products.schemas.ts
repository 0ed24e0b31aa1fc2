import { LISTING_REVIEW_STATES, PRODUCT_STATUSES, STOCK_STATUSES } from '@market/domain';
import { z } from 'zod';
import { envelope, paginationSchema } from '../../lib/http.js';

const ref = z.object({ _id: z.string(), name: z.string() });

export const productImageDto = z.object({
  _id: z.string(),
  /** The original upload. */
  url: z.string(),
  /** WebP, about 320 px wide. */
  thumbUrl: z.string(),
  /** WebP, about 1200 px wide. */
  displayUrl: z.string(),
  isPrimary: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** An admin's deactivation in force: why and since when. */
export const moderationDto = z.object({ reason: z.string(), at: z.string() });
/** Listing review (decision 0044): waiting for an admin, or rejected with the reason the vendor sees. */
export const reviewDto = z.object({
  state: z.enum(LISTING_REVIEW_STATES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
});

/** The product entity of spec 001 (title and name carry the same text). */
export const productDto = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  shipping: z.number(),
  /** Available stock (current - reserved): what buyers can order. */
  stock: z.number().int(),
  currentStock: z.number().int(),
  reservedStock: z.number().int(),
  /** The one stock rule (decision 0045): 0 out, at or below lowStockThreshold low, above it in stock. */
  stockStatus: z.enum(STOCK_STATUSES),
  brand: z.string(),
  tags: z.array(z.string()),
  keywords: z.array(z.string()),
  mainCategory: ref.nullable(),
  subCategory: ref.nullable(),
  category: z.object({ name: z.string() }).nullable(),
  images: z.array(productImageDto),
  /** Display URL of the primary image, or null. */
  image: z.string().nullable(),
  video: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  sku: z.string(),
  lowStockThreshold: z.number().int(),
  slug: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  altText: z.string(),
  seoKeywords: z.array(z.string()),
  featured: z.boolean(),
  vendor: z.object({ _id: z.string(), businessName: z.string(), logo: z.string().nullable() }).nullable(),
  /** Set while an admin's deactivation holds the product inactive (decision 0017). */
  moderation: moderationDto.nullable(),
  /** Set while the product waits for listing review or was rejected (hidden from buyers meanwhile). */
  review: reviewDto.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDto = z.infer<typeof productDto>;

/** What buyers see: no reserved or on-hand figures. */
export const publicProductDto = productDto
  .omit({
    currentStock: true,
    reservedStock: true,
    lowStockThreshold: true,
    stockStatus: true,
    moderation: true,
    review: true,
  })
  .extend({ inStock: z.boolean() });
export type PublicProductDto = z.infer<typeof publicProductDto>;

/**
 * A row of My Products, the bulk screen and the admin's product table: what the tables show
 * and what their actions need, without the description, SEO fields and media of the full entity
 * (GET /products/:id has those). Less than half the full entity's bytes.
 */
export const productListItemDto = productDto
  .pick({
    _id: true,
    title: true,
    name: true,
    price: true,
    stock: true,
    currentStock: true,
    reservedStock: true,
    stockStatus: true,
    mainCategory: true,
    subCategory: true,
    image: true,
    status: true,
    sku: true,
    lowStockThreshold: true,
    slug: true,
    featured: true,
    moderation: true,
    review: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** Thumbnail (WebP, about 320 px) of the primary image, or null. */
    thumbnail: z.string().nullable(),
  });
export type ProductListItemDto = z.infer<typeof productListItemDto>;

export const listPagination = paginationSchema.extend({
  /** Same as totalItems and totalPages, for the bulk screen (data.pagination {total, pages}). */
  total: z.number().int(),
  pages: z.number().int(),
});

export const productStats = z.object({
  totalProducts: z.number().int(),
  activeProducts: z.number().int(),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
  /** Price x units on hand, over all the owner's products. */
  inventoryValue: z.number(),
});

export const productListReply = envelope(
  z.object({
    products: z.array(productListItemDto),
    pagination: listPagination,
    stats: productStats,
    totalPages: z.number().int(),
    totalProducts: z.number().int(),
  }),
);

export const productReply = envelope(productDto).extend({
  /** Same as data, for screens that read `product`. */
  product: productDto.optional(),
});

/**
 * A product card of the storefront's lists and search (decision 0014): what the card shows and
 * nothing else. The product page (GET /products/:id) keeps the full entity.
 */
export const storefrontListItemDto = z.object({
  _id: z.string(),
  title: z.string(),
  price: z.number(),
  /** Units buyers can order (on hand minus reserved): the card's availability badge. */
  stock: z.number().int(),
  inStock: z.boolean(),
  /** Display URL (WebP, about 1200 px) of the primary image (else the first), or null. */
  image: z.string().nullable(),
  /** Its thumbnail (WebP, about 320 px), what the card shows, or null. */
  thumbnail: z.string().nullable(),
  /** The image's alternative text: the product's alt text, else its title. */
  imageAlt: z.string(),
  /** null: the marketplace's own product. */
  vendor: z.object({ _id: z.string(), businessName: z.string() }).nullable(),
});
export type StorefrontListItemDto = z.infer<typeof storefrontListItemDto>;

export const storefrontListReply = envelope(
  z.object({ products: z.array(storefrontListItemDto), pagination: listPagination }),
);
export const publicProductReply = envelope(publicProductDto);

export const shopDto = z.object({
  _id: z.string(),
  businessName: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  productCount: z.number().int(),
});
export const shopReply = envelope(shopDto);
