import { LISTING_REVIEW_MESSAGES, PRODUCT_MESSAGES, vendorProductListQuerySchema } from '@market/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamOf, messageOnly } from '../../lib/http.js';
import { accountThrottle } from '../../plugins/throttle.js';
import { readProductCreate, readProductUpdate } from './product-input.js';
import { productListReply, productReply } from './products.schemas.js';
import {
  assertCanAddProducts,
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  type ProductOwner,
  updateProduct,
} from './products.service.js';

/** A malformed id answers 404 with this message (plugins/errors.ts). */
const productIdParam = idParamOf(PRODUCT_MESSAGES.notFound);

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const FORM_NOTE =
  'multipart/form-data (or JSON without files): title, description, price, shipping, stock, brand, tags, ' +
  'keywords, mainCategory and subCategory (JSON arrays holding one id or name), status, sku, ' +
  'lowStockThreshold, slug, metaTitle, metaDescription, altText, seoKeywords, images (repeated, up to 10, ' +
  '5MB each, JPEG/PNG/GIF/WEBP), primaryImageIndex, video (MP4/WebM, 50MB).';
const UPDATE_NOTE = `${FORM_NOTE} Edit only: expectedStock (required with stock), removeImageIds, primaryImageId, removeVideo.`;

const text = { type: 'string' };
const file = { type: 'string', format: 'binary' };
/** The multipart fields of the product form, for the OpenAPI document (product-input.ts reads them). */
const productForm = (edit: boolean) => ({
  properties: {
    ...Object.fromEntries(
      [
        'title',
        'description',
        'price',
        'shipping',
        'stock',
        'brand',
        'tags',
        'keywords',
        'mainCategory',
        'subCategory',
        'status',
        'sku',
        'lowStockThreshold',
        'slug',
        'metaTitle',
        'metaDescription',
        'altText',
        'seoKeywords',
        'primaryImageIndex',
        ...(edit ? ['expectedStock', 'removeImageIds', 'primaryImageId', 'removeVideo'] : []),
      ].map((name) => [name, text]),
    ),
    images: { type: 'array', items: file, maxItems: 10 },
    video: file,
  },
  required: edit ? [] : ['title', 'description', 'price', 'mainCategory'],
});

/**
 * The product CRUD of one kind of owner, mounted twice: `/vendors/products` for a vendor's own
 * products and `/admin/products` for the marketplace's own (vendorId null).
 */
function registerOwnerProductRoutes(
  typed: ZodApp,
  opts: { base: string; tag: string; admin: boolean; ownerOf(request: FastifyRequest): ProductOwner },
) {
  const ctx = typed.ctx;
  const guard = typed.requireRole(opts.admin ? 'admin' : 'vendor');
  const { base, tag } = opts;
  const who = opts.admin ? 'Admin' : 'Vendor';
  // A vendor's product writes carry uploads: throttled per account (decision 0037).
  const throttled = opts.admin ? {} : { config: accountThrottle(ctx.config, 'product changes') };

  typed.get(
    base,
    {
      onRequest: guard,
      schema: {
        operationId: `list${who}Products`,
        tags: [tag],
        summary: 'Products: page, limit (12), search, category, stockStatus, minPrice, maxPrice, sort',
        querystring: vendorProductListQuerySchema,
        response: { 200: productListReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listProducts({ ctx, owner: opts.ownerOf(request), query: request.query }),
    }),
  );

  typed.get(
    `${base}/:id`,
    {
      onRequest: guard,
      schema: {
        operationId: `get${who}Product`,
        tags: [tag],
        summary: 'One product',
        params: productIdParam,
        response: { 200: productReply },
      },
    },
    async (request) => {
      const product = await getProduct({ ctx, owner: opts.ownerOf(request), id: request.params.id });
      return { success: true as const, data: product, product };
    },
  );

  typed.post(
    base,
    {
      onRequest: guard,
      ...throttled,
      schema: {
        operationId: `create${who}Product`,
        tags: [tag],
        summary: 'Add a product',
        description: FORM_NOTE,
        form: productForm(false),
        response: { 201: productReply },
        errors: [409],
      },
    },
    async (request, reply) => {
      const owner = opts.ownerOf(request);
      const verificationStatus = request.auth!.verificationStatus;
      // Refused before the upload is read.
      assertCanAddProducts(owner, verificationStatus);
      const { cleanup, ...form } = await readProductCreate(request, { admin: opts.admin });
      // Temporary upload files go before the reply, whatever happens.
      const product = await createProduct({ ctx, owner, verificationStatus, ...form }).finally(cleanup);
      return reply
        .status(201)
        .send({ success: true as const, data: product, product, message: savedMessage(product, 'created') });
    },
  );

  typed.put(
    `${base}/:id`,
    {
      onRequest: guard,
      ...throttled,
      schema: {
        operationId: `update${who}Product`,
        tags: [tag],
        summary: 'Edit a product',
        description: UPDATE_NOTE,
        form: productForm(true),
        params: productIdParam,
        response: { 200: productReply },
        errors: [409],
      },
    },
    async (request) => {
      const owner = opts.ownerOf(request);
      const { cleanup, ...form } = await readProductUpdate(request, { admin: opts.admin });
      const product = await updateProduct({ ctx, owner, id: request.params.id, ...form }).finally(cleanup);
      return { success: true as const, data: product, product, message: savedMessage(product, 'updated') };
    },
  );

  typed.delete(
    `${base}/:id`,
    {
      onRequest: guard,
      schema: {
        operationId: `delete${who}Product`,
        tags: [tag],
        summary: 'Delete a product (soft)',
        params: productIdParam,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteProduct({ ctx, owner: opts.ownerOf(request), id: request.params.id });
      return { success: true as const, message: PRODUCT_MESSAGES.deleted };
    },
  );
}

/** A vendor's own products. */
/** The save's message; a listing sent for review says so (decision 0044). */
const savedMessage = (product: { review: { state: string } | null }, done: 'created' | 'updated') =>
  product.review?.state === 'pending' ? LISTING_REVIEW_MESSAGES.submitted : PRODUCT_MESSAGES[done];

export const vendorProductRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOwnerProductRoutes(app, {
    base: '/vendors/products',
    tag: 'catalog',
    admin: false,
    ownerOf: (request) => ({ vendorId: request.auth!.vendorId!, actorId: request.auth!.userId }),
  });
};

/** The marketplace's own products (the admin part of orders). */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOwnerProductRoutes(app, {
    base: '/admin/products',
    tag: 'admin',
    admin: true,
    ownerOf: (request) => ({ vendorId: null, actorId: request.auth!.userId }),
  });
};
