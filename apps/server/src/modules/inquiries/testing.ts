/** Helpers for the inquiry tests (not a test file itself). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, type Reply } from '../../test/test-app.js';

export type FormFile = { field: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data request through inject. */
export async function sendForm(
  app: FastifyInstance,
  url: string,
  opts: { token?: string; fields: Record<string, string>; files?: FormFile[] },
): Promise<Reply> {
  const boundary = `----inq${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(opts.fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of opts.files ?? []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\ncontent-type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });
  let body: unknown = res.body;
  if (String(res.headers['content-type'] ?? '').includes('application/json')) body = res.json();
  return { statusCode: res.statusCode, body, headers: res.headers as Record<string, unknown> };
}

export const pngImage = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

/** A minimal PDF (enough for content sniffing). */
export const pdfFile = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Two vendors with a product each, a marketplace product, two customers and an admin. */
export async function inquiryWorld(app: FastifyInstance) {
  const [vendor, other, customer, stranger, admin] = await Promise.all([
    signedIn(app, 'vendor', { name: 'Vera Vendor', businessName: 'Vera Goods' }),
    signedIn(app, 'vendor', { name: 'Otto Other', businessName: 'Otto Shop' }),
    signedIn(app, 'customer', { name: 'Cara Customer' }),
    signedIn(app, 'customer', { name: 'Stan Stranger' }),
    signedIn(app, 'admin', { name: 'Ada Admin' }),
  ]);
  const [product, otherProduct, ownProduct] = await Promise.all([
    createProduct(app, { vendorId: vendor.vendorId!, title: 'Blue Kettle' }),
    createProduct(app, { vendorId: other.vendorId!, title: 'Red Lamp' }),
    createProduct(app, { vendorId: null, title: 'Marketplace Mug' }),
  ]);
  return { vendor, other, customer, stranger, admin, product, otherProduct, ownProduct };
}

/** Opens an inquiry as JSON and returns its `_id` (fails the test otherwise). */
export async function ask(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: string; number: string; body: Reply['body'] }> {
  const res = await call(app, 'POST', '/api/inquiries', {
    token,
    body: { subject: 'A question', category: 'product_inquiry', message: 'Hello there', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`ask failed: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.inquiry._id, number: res.body.data.inquiry.inquiryId, body: res.body };
}
