import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createProduct, orderBody, stockOf } from '../../test/catalog-fixtures.js';
import { useTestApp } from '../../test/test-app.js';

function form(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----receipt${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = p.filename
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const receiptsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'receipts');
const count = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

describe('bank transfer with a receipt', () => {
  const t = useTestApp();

  it('places the order and keeps the receipt image', async () => {
    const p = await createProduct(t().app, { vendorId: null, price: 12, stock: 5 });
    const order = await orderBody(t().app, [{ productId: p.id, quantity: 1, price: 12 }], {
      method: 'bank_transfer',
    });
    const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const body = form([
      { name: 'order', value: JSON.stringify(order) },
      { name: 'receipt', value: image, filename: 'receipt.png', type: 'image/png' },
    ]);
    const res = await t().app.inject({ method: 'POST', url: '/api/orders/with-receipt', ...body });
    expect(res.statusCode).toBe(201);
    const created = res.json().data.order;
    expect(created).toMatchObject({ paymentMethod: 'bank_transfer', paymentStatus: 'pending' });
    expect(created.receiptUrl).toMatch(/^\/uploads\/receipts\/.+\.png$/);
    expect((await t().app.inject({ method: 'GET', url: created.receiptUrl })).statusCode).toBe(200);
    expect(await stockOf(t().app, p.id)).toMatchObject({ reserved: 1 });
  });

  it('refuses a fake receipt and an order that cannot be placed, storing nothing', async () => {
    const p = await createProduct(t().app, { vendorId: null, price: 12, stock: 1 });
    const before = count(receiptsDir(t().app.ctx.config.dataDir));
    const order = await orderBody(t().app, [{ productId: p.id, quantity: 1, price: 12 }], {
      method: 'bank_transfer',
    });
    const fake = form([
      { name: 'order', value: JSON.stringify(order) },
      { name: 'receipt', value: Buffer.from('not an image'), filename: 'receipt.png', type: 'image/png' },
    ]);
    expect(
      (await t().app.inject({ method: 'POST', url: '/api/orders/with-receipt', ...fake })).statusCode,
    ).toBe(415);
    const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const tooMany = form([
      {
        name: 'order',
        value: JSON.stringify({ ...order, items: [{ productId: p.id, quantity: 2, price: 12 }] }),
      },
      { name: 'receipt', value: image, filename: 'receipt.png', type: 'image/png' },
    ]);
    const res = await t().app.inject({ method: 'POST', url: '/api/orders/with-receipt', ...tooMany });
    expect(res.statusCode).toBe(409);
    const missing = form([{ name: 'order', value: JSON.stringify(order) }]);
    expect(
      (await t().app.inject({ method: 'POST', url: '/api/orders/with-receipt', ...missing })).statusCode,
    ).toBe(400);
    expect(count(receiptsDir(t().app.ctx.config.dataDir))).toBe(before);
    expect(await stockOf(t().app, p.id)).toMatchObject({ reserved: 0 });
  });
});
