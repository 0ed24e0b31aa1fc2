import { STOCK_FIGURE_WORDS } from '@market/domain';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatMoney } from '@/lib/format';
import { ModerationBadge, ProductStatusBadge, StockBadge } from '@/shared/catalog';
import type { AdminProductItem } from '../api/types';

const COLUMNS = [
  ['Product', ''],
  ['Seller', ''],
  ['Category', ''],
  ['Price', 'text-right'],
  [STOCK_FIGURE_WORDS.available.label, ''],
  ['Status', ''],
  ['Actions', 'text-right'],
] as const;

function categoryText(p: AdminProductItem): string {
  if (!p.mainCategory) return '—';
  return p.subCategory ? `${p.mainCategory.name} › ${p.subCategory.name}` : p.mainCategory.name;
}

/** Every owner's products: seller, stock, status and the moderation reason when held. */
export function AdminProductsTable({ products }: { products: AdminProductItem[] }) {
  return (
    <Card className="relative overflow-x-auto">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">All products</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map(([label, align]) => (
              <th key={label} scope="col" className={`px-4 py-3 ${align}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((p) => (
            <tr key={p._id} className="hover:bg-slate-50/60" data-testid="admin-product-row">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <ImageWithFallback
                    src={p.thumbnail ?? p.image}
                    alt={p.title}
                    className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
                  />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{p.title}</p>
                    <p className="text-xs text-slate-600">{p.sku ? `SKU ${p.sku}` : 'No SKU'}</p>
                    {p.moderation ? (
                      <p className="mt-1 max-w-sm text-xs text-red-700">
                        <span className="font-semibold">Reason:</span> {p.moderation.reason}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-slate-700">{p.vendor ? p.vendor.businessName : 'Marketplace'}</td>
              <td className="px-4 py-3 text-slate-700">{categoryText(p)}</td>
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
                </div>
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={`/admin/products/${p._id}`}
                  className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
                  aria-label={`Review ${p.title}`}
                >
                  <ShieldAlert className="size-4" aria-hidden="true" />
                  Review
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
