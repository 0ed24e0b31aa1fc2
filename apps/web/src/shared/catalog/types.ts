import type { ListingReviewState, ProductStatus, StockStatus } from '@market/domain';
import type { PageInfo } from '@/lib/pagination';

/** Shapes of the catalogue API (apps/server/src/modules/catalog/*.schemas.ts). */

export type CategoryRef = { _id: string; name: string };

export type Category = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  /** Null for a main category. */
  parentCategory: CategoryRef | null;
  /** A marketplace category (edited by admins only). */
  isGlobal: boolean;
  vendorId: string | null;
  /** True when the caller may change or delete it. */
  editable: boolean;
  childrenCount: number;
  productCount: number | null;
  createdAt: string;
  updatedAt: string;
};

/** A main category of the public tree with its subcategories. */
export type CategoryNode = Category & { children: Category[] };

export type ProductImage = {
  _id: string;
  /** The original upload. */
  url: string;
  /** WebP, about 320 px wide. */
  thumbUrl: string;
  /** WebP, about 1200 px wide. */
  displayUrl: string;
  isPrimary: boolean;
  width: number | null;
  height: number | null;
};

/** An admin's deactivation in force (decision 0017): why and since when. */
export type ProductModeration = { reason: string; at: string };

/** Listing review (decision 0044): waiting for an admin, or rejected with the reason. Null once approved. */
export type ProductReview = { state: ListingReviewState; reason: string | null; submittedAt: string | null };

export type ProductVendor = { _id: string; businessName: string; logo: string | null };

/** A product as its owner (a vendor, or an admin for the marketplace's own) sees it. */
export type Product = {
  _id: string;
  title: string;
  name: string;
  description: string;
  price: number;
  shipping: number;
  /** Available stock (on hand minus reserved). */
  stock: number;
  currentStock: number;
  reservedStock: number;
  stockStatus: StockStatus;
  brand: string;
  tags: string[];
  keywords: string[];
  mainCategory: CategoryRef | null;
  subCategory: CategoryRef | null;
  category: { name: string } | null;
  images: ProductImage[];
  /** Display URL of the primary image. */
  image: string | null;
  video: string | null;
  status: ProductStatus;
  sku: string;
  lowStockThreshold: number;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  altText: string;
  seoKeywords: string[];
  featured: boolean;
  vendor: ProductVendor | null;
  /** Set while an admin's deactivation keeps the product inactive; the vendor cannot reactivate it. */
  moderation: ProductModeration | null;
  /** Set while the listing waits for review or was rejected: buyers do not see it meanwhile. */
  review: ProductReview | null;
  createdAt: string;
  updatedAt: string;
};

/** A row of the owner's product table (GET /products lists; the full entity comes from /products/:id). */
export type ProductListItem = Pick<
  Product,
  | '_id'
  | 'title'
  | 'name'
  | 'price'
  | 'stock'
  | 'currentStock'
  | 'reservedStock'
  | 'stockStatus'
  | 'mainCategory'
  | 'subCategory'
  | 'image'
  | 'status'
  | 'sku'
  | 'lowStockThreshold'
  | 'slug'
  | 'featured'
  | 'moderation'
  | 'review'
  | 'createdAt'
  | 'updatedAt'
> & {
  /** Thumbnail of the primary image. */
  thumbnail: string | null;
};

/** A product as buyers see it (no on-hand or reserved figures). */
export type PublicProduct = Omit<
  Product,
  'currentStock' | 'reservedStock' | 'lowStockThreshold' | 'stockStatus'
> & {
  inStock: boolean;
};

/**
 * A product card of the storefront's lists and search (GET /api/products; decision 0014): what
 * the card shows. The product page (GET /api/products/:id) gives the whole PublicProduct.
 */
export type StorefrontCard = {
  _id: string;
  title: string;
  price: number;
  stock: number;
  inStock: boolean;
  /** Display URL of the primary image (else the first), or null. */
  image: string | null;
  /** Its thumbnail, what the card shows, or null. */
  thumbnail: string | null;
  /** The product's alt text, else its title. */
  imageAlt: string;
  vendor: { _id: string; businessName: string } | null;
};

export type ListPagination = PageInfo & {
  total: number;
  pages: number;
};

export type ProductStats = {
  totalProducts: number;
  activeProducts: number;
  lowStock: number;
  outOfStock: number;
  inventoryValue: number;
};

export type OwnerProductList = {
  products: ProductListItem[];
  pagination: ListPagination;
  stats: ProductStats;
  totalPages: number;
  totalProducts: number;
};
