/**
 * The one-query reference (issue 18): node:http + pg, no framework, answering every request
 * with one `SELECT ... LIMIT 24` of card columns from the same products table, newest first.
 * What a storefront list costs with nothing but one indexed query and JSON.stringify; the
 * benchmark states every storefront scenario as a share of it, measured in the same run.
 *
 * BENCH_REFERENCE_SQL (with BENCH_REFERENCE_PARAMS, a JSON array) replaces the query: the
 * inquiries and inventory benches serve one page of the measured vendor's rows the same way.
 */
import http from 'node:http';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
// Planned once per connection, as the app's named statements are: with a parameter PostgreSQL may
// otherwise plan every call afresh (a custom plan looks cheaper for a vendor with many rows).
const pool = new pg.Pool({
  connectionString: url,
  max: Number(process.env.BENCH_POOL ?? 20),
  options: '-c plan_cache_mode=force_generic_plan',
});
// The storefront's partial index carries vendor_visible where the column exists (decision 0014):
// the reference names it too, so its query reads that index, before and after the change.
const flag = await pool.query(
  `select 1 from information_schema.columns where table_name = 'products' and column_name = 'vendor_visible'`,
);
const text =
  process.env.BENCH_REFERENCE_SQL ??
  `select id, title, price_minor, vendor_id, created_at from products
  where status = 'active' and deleted_at is null${flag.rowCount ? ' and vendor_visible' : ''}
  order by created_at desc, id desc limit 24`;
const listKey = process.env.BENCH_REFERENCE_SQL ? 'items' : 'products';
const values = JSON.parse(process.env.BENCH_REFERENCE_PARAMS ?? '[]') as unknown[];

const server = http.createServer(async (_req, res) => {
  try {
    const { rows } = await pool.query({ name: 'reference', text, values });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ success: true, data: { [listKey]: rows } }));
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'stop') return;
  server.close();
  await pool.end();
  process.exit(0);
});
