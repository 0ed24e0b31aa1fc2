import { STOCK_FIGURE_WORDS } from '@market/domain';
import { BarChart3, Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { type CatalogOwner, productPagePath, productPaths } from '../owner';
import type { ProductListItem } from '../types';
import { ModerationBadge, ProductStatusBadge, ReviewBadge, StockBadge } from './product-badges';

const actionLink =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 ' +
  'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const COLUMNS = [
  ['Product', ''],
  ['Category', ''],
  ['Price', 'text-right'],
  [STOCK_FIGURE_WORDS.available.label, ''],
  ['Status', ''],
  ['Actions', 'text-right'],
] as const;

function categoryText(p: ProductListItem): string {
  if (!p.mainCategory) return '—';
  return p.subCategory ? `${p.mainCategory.name} › ${p.subCategory.name}` : p.mainCategory.name;
}

type ProductsTableProps = {
  owner: CatalogOwner;
  caption: string;
  products: ProductListItem[];
  withAnalytics: boolean;
  onDelete: (product: ProductListItem) => void;
};

/** The product rows with view, edit, analytics (vendor) and delete. */
export function ProductsTable({ owner, caption, products, withAnalytics, onDelete }: ProductsTableProps) {
  const paths = productPaths(owner);
  return (
    <Card className="relative overflow-x-auto">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {COLUMNS.map(([label, align]) => (
              <th key={label} scope="col" className={cn('px-4 py-3', align)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((p) => (
            <tr key={p._id} className="hover:bg-slate-50/60" data-testid="product-row">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <ImageWithFallback
                    src={p.thumbnail ?? p.image}
                    alt={p.title}
                    className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
                  />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{p.title}</p>
                    <p className="text-xs text-slate-500">{p.sku ? `SKU ${p.sku}` : 'No SKU'}</p>
                    {p.moderation ? (
                      <p className="mt-1 max-w-md text-xs text-red-700" data-testid="moderation-reason">
                        <span className="font-semibold">Reason from the admin:</span> {p.moderation.reason}
                      </p>
                    ) : null}
                    {p.review?.state === 'rejected' && p.review.reason ? (
                      <p className="mt-1 max-w-md text-xs text-orange-800" data-testid="review-reason">
                        <span className="font-semibold">Changes requested:</span> {p.review.reason}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-slate-600">{categoryText(p)}</td>
              <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-slate-900">
                {formatMoney(p.price)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="mr-2 tabular-nums text-slate-700">{p.stock}</span>
                <StockBadge stock={p.stock} lowStockThreshold={p.lowStockThreshold} />
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-col items-start gap-1">
                  <ProductStatusBadge status={p.status} />
                  {p.moderation ? <ModerationBadge /> : null}
                  {p.review ? <ReviewBadge state={p.review.state} /> : null}
                </div>
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Link
                    to={productPagePath(p._id)}
                    className={actionLink}
                    aria-label={`View ${p.title}`}
                    title="View"
                  >
                    <Eye className="size-4" aria-hidden="true" />
                  </Link>
                  <Link
                    to={paths.edit(p._id)}
                    className={actionLink}
                    aria-label={`Edit ${p.title}`}
                    title="Edit"
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Link>
                  {withAnalytics ? (
                    <Link
                      to={paths.analytics(p._id)}
                      className={actionLink}
                      aria-label={`Analytics of ${p.title}`}
                      title="Analytics"
                    >
                      <BarChart3 className="size-4" aria-hidden="true" />
                    </Link>
                  ) : null}
                  <button
                    type="button"
                    className={cn(actionLink, 'hover:bg-red-50 hover:text-red-600')}
                    aria-label={`Delete ${p.title}`}
                    title="Delete"
                    onClick={() => onDelete(p)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
