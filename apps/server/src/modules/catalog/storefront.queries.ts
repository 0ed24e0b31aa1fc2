import type { StorefrontSort } from '@market/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageParam, prepared } from '../../db/prepared.js';
import { stockFacts } from '../inventory/index.js';
import { productSearchTerms, products, storefrontDayChanges } from './catalog.tables.js';
import { p, storefrontVisible } from './products.queries.js';

import {
  type CategoryColumn,
  cardColumns,
  type StorefrontCardRow,
  type StorefrontFilters,
  searchQuery,
  storefrontConditions,
  storefrontOrder,
  storefrontShape,
  storefrontValues,
} from './storefront-filters.queries.js';

/**
 * Shapes whose generic plan is as good as a custom one for every value (checked on 100,000
 * products with the largest and the smallest category and vendor, deep and first pages, and
 * searches matching 0 to 2,000 products: bench/catalog/generic-plans.ts), so they are named
 * prepared statements, parsed and planned once per connection (planning was 0.3-0.6 ms of a
 * 0.5 ms page). A search ranked by relevance has one plan whatever the words: rank every match.
 * A search sorted otherwise, or a price range, stays planned per call: their generic plan guesses
 * the matches and can walk a sort's index for a word that is almost never there.
 */
function genericPlanFits(shape: ReturnType<typeof storefrontShape>, sort: StorefrontSort): boolean {
  // A price range alone: newest first reads its page through priceRangePageIds, whose plan is
  // the same for every range; a price sort reads the range off the price index in its order.
  if (priceRangeAlone(shape)) return newestFirst(sort) || sort === 'price_low' || sort === 'price_high';
  return (!shape.search || sort === 'relevance') && !shape.minPrice && !shape.maxPrice;
}

/** Newest first: the default, and 'relevance' without a search (storefrontOrder). */
const newestFirst = (sort: StorefrontSort) => sort === 'newest' || sort === 'relevance';

/** A price range with no search, category, vendor or featured filter. */
function priceRangeAlone(shape: ReturnType<typeof storefrontShape>): boolean {
  return (
    (shape.minPrice || shape.maxPrice) && !shape.search && !shape.category && !shape.vendor && !shape.featured
  );
}

/**
 * At most this many products in a price range: its newest-first page is sorted from the range's
 * entries of the price index (which carries created_at); more, and it walks the newest-first index.
 */
export const FEW_IN_PRICE_RANGE = 1000;

/**
 * A price range's page of ids newest first, with one plan for every range (decision 0030). The
 * range's first FEW_IN_PRICE_RANGE + 1 entries of products_store_price_idx are read once; when
 * that is all of them, the page is sorted from them (a narrow range: nothing else read), else
 * the newest-first index is walked with the range tested on its entries (a wide range: its
 * matches are dense there). Each branch is guarded by the count's initplan, so only one runs.
 * In the second branch the bounds are written `price_minor + 0` so that no plan takes the price
 * index for a range it cannot know is wide.
 */
function priceRangePageIds(shape: ReturnType<typeof storefrontShape>, named: boolean): SQL {
  const bounds = (column: SQL) => [
    ...(shape.minPrice ? [sql`${column} >= ${p('minPrice')}`] : []),
    ...(shape.maxPrice ? [sql`${column} <= ${p('maxPrice')}`] : []),
  ];
  const few = sql.raw(String(FEW_IN_PRICE_RANGE));
  const page = sql`limit ${pageParam('limit', named)} offset ${pageParam('offset', named)}`;
  return sql`(with few as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at from ${products}
      where ${and(storefrontVisible, ...bounds(sql`${products.priceMinor}`))}
      order by ${products.priceMinor}, ${products.id} limit ${few} + 1)
    select u.id from (
      (select id, created_at from few where (select count(*) from few) <= ${few}
        order by created_at desc, id desc ${page})
      union all
      (select ${products.id}, ${products.createdAt} from ${products}
        where ${and(storefrontVisible, ...bounds(sql`(${products.priceMinor} + 0)`))}
          and (select count(*) from few) > ${few}
        order by ${products.createdAt} desc, ${products.id} desc ${page})
    ) u order by u.created_at desc, u.id desc)`;
}

type PageQuery = { filters: StorefrontFilters; sort: StorefrontSort; limit: number; offset: number };

/**
 * One page of the storefront in one statement, in one of two forms (decision 0026):
 * - a first page without search, category or price range reads the cards straight off the sort's
 *   index (`limit` written into the statement, so the generic plan knows it reads a handful of
 *   rows): one heap row and one stock row per card, nothing skipped;
 * - any other page takes the page's ids in index order first (an array subquery: an offset is
 *   skipped on the index alone, a search ranks only its matches), then the cards of those ids by
 *   primary key, in the order of the array (nothing ranked or sorted twice).
 */
export async function listStorefrontProducts(db: DbOrTx, opts: PageQuery): Promise<StorefrontCardRow[]> {
  const shape = storefrontShape(opts.filters);
  if (opts.offset === 0 && readsStraightOff(shape)) return firstPage(db, shape, opts);
  const oneWordPage = searchAlone(shape, opts.sort) && ONE_TOKEN.test(opts.filters.search ?? '');
  const fromDay = wholeCatalogue(shape) && newestFirst(opts.sort) && opts.offset >= START_AT_DAY_FROM;
  const key = JSON.stringify(['store-cards', opts.sort, shape, oneWordPage, fromDay]);
  const named = genericPlanFits(shape, opts.sort);
  const query = prepared<StorefrontCardRow[]>(
    db,
    key,
    () => {
      const page = pageIds(db, { shape, sort: opts.sort, named, oneWordPage, fromDay });
      return db
        .select(cardColumns)
        .from(sql`unnest(array${page}) with ordinality as page(id, n)`)
        .innerJoin(products, sql`${products.id} = page.id`)
        .leftJoin(stockFacts, eq(stockFacts.productId, products.id))
        .orderBy(sql`page.n`);
    },
    { named },
  );
  return query.execute({ ...storefrontValues(opts.filters), limit: opts.limit, offset: opts.offset });
}

/** The statement choosing a page's ids, by the index that serves the request's shape best. */
function pageIds(
  db: DbOrTx,
  opts: {
    shape: ReturnType<typeof storefrontShape>;
    sort: StorefrontSort;
    named: boolean;
    oneWordPage: boolean;
    fromDay: boolean;
  },
) {
  const { shape, sort, named } = opts;
  if (opts.fromDay) return dayStartPageIds(named);
  if (byCategoryIndex(shape)) return categoryPageIds(db, shape, sort, named);
  if (priceRangeAlone(shape) && newestFirst(sort)) return priceRangePageIds(shape, named);
  if (opts.oneWordPage) return searchPageIds(db, named);
  return sql`${db
    .select({ id: products.id })
    .from(products)
    .where(and(...storefrontConditions(shape)))
    .orderBy(...storefrontOrder(sort, shape.search))
    .limit(pageParam('limit', named))
    .offset(pageParam('offset', named))}`;
}

/** No search and no filter: the whole catalogue, whose products storefront_day_changes counts. */
function wholeCatalogue(shape: ReturnType<typeof storefrontShape>): boolean {
  return !Object.values(shape).some(Boolean);
}

/**
 * From this offset on, a newest-first page of the whole catalogue starts at its creation day
 * (dayStartPageIds). Skipping costs about 60 ns per index entry; finding the day about 0.07 ms.
 */
export const START_AT_DAY_FROM = 1000;

/**
 * A deep newest-first page of the whole catalogue (decision 0031). storefront_day_changes says how
 * many visible products each day created, so the newest days' running total finds the day that
 * holds the offset's product, and how many newer products come before that day. The page walks
 * the newest-first index from the end of that day, skipping only the rest of the offset (fewer
 * than one day's products) instead of every newer product. Past the last product no day is found
 * and the page is empty. The changes are written in the products' own transactions, so the days
 * match the snapshot the page reads.
 */
function dayStartPageIds(named: boolean): SQL {
  const offset = pageParam('offset', named);
  const c = storefrontDayChanges;
  // The days newest first, straight off storefront_day_changes_day_idx: `upto` counts the products
  // of the day and every newer one, `before` those of the newer days only (a day's several rows are
  // peers in the window, so no grouping, and the scan stops at the offset's day).
  return sql`(with start as materialized (
      select d.day, d.before from (
        select ${c.day} as day, sum(${c.change}) over (order by ${c.day} desc) as upto,
          coalesce(sum(${c.change}) over (order by ${c.day} desc
            range between unbounded preceding and 1 preceding), 0) as before
        from ${c}) d
      where d.upto > ${offset} order by d.day desc limit 1)
    select ${products.id} from ${products}
    where ${storefrontVisible}
      and ${products.createdAt} < (select to_timestamp((start.day + 1) * 86400::float8) from start)
    order by ${products.createdAt} desc, ${products.id} desc
    limit ${pageParam('limit', named)} offset (select ${offset} - start.before from start))`;
}

/**
 * A category without a search: its page is read from the category-leading indexes
 * (products_store_{main,sub}_cat_*_idx), where an offset skips only the category's own entries.
 * The sort's whole-catalogue index would skip every product sorted before them: page 200 of a
 * category by price walked 30,000 entries for 2,400 of its own (decision 0027).
 */
function byCategoryIndex(shape: ReturnType<typeof storefrontShape>): boolean {
  return shape.category && !shape.search;
}

/** The column a page's ids are sorted by, and that order again over the branches' rows. */
function sortKey(sort: StorefrontSort) {
  switch (sort) {
    case 'price_low':
      return { key: products.priceMinor, merged: sql`u.price_minor asc, u.id asc` };
    case 'price_high':
      return { key: products.priceMinor, merged: sql`u.price_minor desc, u.id desc` };
    case 'name':
      return { key: sql`lower(${products.title})`.as('k'), merged: sql`u.k asc, u.id asc` };
    default:
      return { key: products.createdAt, merged: sql`u.created_at desc, u.id desc` };
  }
}

/**
 * The page's ids of a category: one branch for the products whose main category it is, one for
 * those whose subcategory it is, each taking the page (order, offset, limit) from its own index.
 * A category is a main category or a subcategory, never both, so one branch is empty and the
 * other is the page; the outer order only merges at most two pages' rows. One statement, whatever
 * the category's level. (Offsets outside the branches: PostgreSQL appends and sorts the whole
 * category instead of merging the two index scans.)
 */
function categoryPageIds(
  db: DbOrTx,
  shape: ReturnType<typeof storefrontShape>,
  sort: StorefrontSort,
  named: boolean,
): SQL {
  const { key, merged } = sortKey(sort);
  const branch = (column: CategoryColumn) =>
    db
      .select({ id: products.id, key })
      .from(products)
      .where(and(...storefrontConditions(shape, column)))
      .orderBy(...storefrontOrder(sort, false))
      .limit(pageParam('limit', named))
      .offset(pageParam('offset', named));
  return sql`(select u.id from (${branch('main')} union all ${branch('sub')}) u order by ${merged})`;
}

/**
 * A search typed as one run of letters or digits: the searches that can be one word once stemmed,
 * so the only ones sent to the two-branch statement below. Others (several words, a phrase, an
 * exclusion, punctuation) keep the one-branch statement: the two branches cost every search about
 * 0.3 ms more to plan (PostgreSQL plans a search afresh for its words).
 */
const ONE_TOKEN = /^\s*[\p{L}\p{N}]+\s*$/u;

/** A search alone, by relevance: the shape whose page may come from the ranked words. */
function searchAlone(shape: ReturnType<typeof storefrontShape>, sort: StorefrontSort): boolean {
  return (
    shape.search &&
    sort === 'relevance' &&
    !shape.category &&
    !shape.vendor &&
    !shape.minPrice &&
    !shape.maxPrice &&
    !shape.featured
  );
}

/**
 * The search's one word, when the search is one word (one lexeme after stemming and stop words,
 * as websearch_to_tsquery reads it), else null. The lexeme is the query's text without its quotes
 * (a quote inside is doubled there); one with a backslash (chr(92), escaped in that text) gives null.
 */
const oneWord = sql`(select case when numnode(q) = 1 and strpos(q::text, chr(92)) = 0
  then replace(substr(q::text, 2, length(q::text) - 2), '''''', '''') end from ${searchQuery} q)`;

/** No filter: the general branch's conditions are the search's alone. */
const NO_FILTERS: ReturnType<typeof storefrontShape> = {
  search: false,
  category: false,
  vendor: false,
  minPrice: false,
  maxPrice: false,
  featured: false,
};

/**
 * A search alone by relevance, typed as one token (ONE_TOKEN), in one statement with two branches
 * (decision 0029). One word: the page is read off product_search_terms' index (the word's
 * products in rank, newest, id order, each rank computed when the product changed), 24 entries
 * whatever the number of matches. A token that is no single word once parsed (stop words only, a
 * lexeme with a backslash): every match ranked, as the one-branch statement does. Each branch is
 * guarded by the one word's initplan, so only one runs; the outer order only merges the page's rows.
 */
function searchPageIds(db: DbOrTx, named: boolean): SQL {
  const t = productSearchTerms;
  const ranked = sql`(select ${t.productId} as id, ${t.rank} as rank, ${t.createdAt} as created_at
    from ${t} where ${t.term} = ${oneWord}
    order by ${t.rank} desc nulls last, ${t.createdAt} desc nulls last, ${t.productId} desc nulls last
    limit ${pageParam('limit', named)} offset ${pageParam('offset', named)})`;
  const general = db
    .select({
      id: products.id,
      rank: sql`ts_rank(${products.searchVector}, ${searchQuery})`.as('rank'),
      createdAt: products.createdAt,
    })
    .from(products)
    .where(and(sql`${oneWord} is null`, ...storefrontConditions({ ...NO_FILTERS, search: true })))
    .orderBy(...storefrontOrder('relevance', true))
    .limit(pageParam('limit', named))
    .offset(pageParam('offset', named));
  return sql`(select u.id from (${ranked} union all (${general})) u
    order by u.rank desc, u.created_at desc, u.id desc)`;
}

/**
 * Shapes where nearly every entry of the sort's index is a card of the page: nothing to filter
 * row by row. (A category or a price range is filtered inside the ids-first form's index-only
 * scan; read straight off, each entry it skips would cost a heap row.)
 */
function readsStraightOff(shape: ReturnType<typeof storefrontShape>): boolean {
  return !shape.search && !shape.category && !shape.minPrice && !shape.maxPrice;
}

function firstPage(
  db: DbOrTx,
  shape: ReturnType<typeof storefrontShape>,
  opts: PageQuery,
): Promise<StorefrontCardRow[]> {
  const limit = Math.trunc(opts.limit);
  const query = prepared<StorefrontCardRow[]>(
    db,
    JSON.stringify(['store-first', opts.sort, shape, limit]),
    () =>
      db
        .select(cardColumns)
        .from(products)
        .leftJoin(stockFacts, eq(stockFacts.productId, products.id))
        .where(and(...storefrontConditions(shape)))
        .orderBy(...storefrontOrder(opts.sort, false))
        // A literal: with a parameter the generic plan expects a tenth of the catalogue.
        .limit(sql.raw(String(limit)) as never),
    // These shapes have no search or price range: their generic plan fits (genericPlanFits).
    { named: true },
  );
  return query.execute(storefrontValues(opts.filters));
}

/** How many products match the storefront filters (statement 3, cached when large). */
export async function countStorefrontProducts(db: DbOrTx, filters: StorefrontFilters): Promise<number> {
  const shape = storefrontShape(filters);
  const query = prepared<Array<{ n: number }>>(db, JSON.stringify(['store-count', shape]), () =>
    // The whole catalogue: the sum of its days (decision 0031), not a walk of every entry.
    wholeCatalogue(shape)
      ? db
          .select({ n: sql<number>`coalesce(sum(${storefrontDayChanges.change}), 0)::int` })
          .from(storefrontDayChanges)
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(and(...storefrontConditions(shape))),
  );
  const [row] = await query.execute(storefrontValues(filters));
  return Number(row?.n ?? 0);
}
