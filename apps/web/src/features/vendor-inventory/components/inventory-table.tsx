import { STOCK_FIGURE_WORDS } from '@market/domain';
import { History, SlidersHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { InventoryItem } from '../types';
import { ProductCell } from './product-cell';
import { StockStatusBadge } from './stock-badges';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const td = 'px-4 py-3 align-middle';
const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * The Inventory tab's table (spec 001 section 2): Product (image, name, price), SKU, Stock (the
 * units on hand, labelled so, with the available ones), Reserved, Status, Last Updated and two
 * actions, Adjust stock and Movement history.
 */
export function InventoryTable({
  items,
  busy,
  onAdjust,
  onHistory,
}: {
  items: InventoryItem[];
  busy: boolean;
  onAdjust: (item: InventoryItem) => void;
  onHistory: (item: InventoryItem) => void;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">Inventory items</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Product
            </th>
            <th scope="col" className={th}>
              SKU
            </th>
            <th scope="col" className={cn(th, 'text-right')} title={STOCK_FIGURE_WORDS.onHand.explanation}>
              Stock
            </th>
            <th scope="col" className={cn(th, 'text-right')} title={STOCK_FIGURE_WORDS.reserved.explanation}>
              {STOCK_FIGURE_WORDS.reserved.label}
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Last Updated
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', busy && 'refreshing')}>
          {items.map((item) => (
            <tr key={item._id} className="hover:bg-slate-50/70">
              <td className={td}>
                <ProductCell product={item.product} />
              </td>
              <td className={cn(td, 'font-mono text-xs text-slate-600')}>{item.product.sku}</td>
              <td className={cn(td, 'text-right tabular-nums')}>
                <span className="font-semibold text-slate-900">
                  {item.currentStock.toLocaleString('en-US')}
                </span>{' '}
                <span className="text-xs text-slate-500">
                  {STOCK_FIGURE_WORDS.onHand.label.toLowerCase()}
                </span>
                <span className="block text-xs text-slate-500">
                  {item.availableStock.toLocaleString('en-US')}{' '}
                  {STOCK_FIGURE_WORDS.available.label.toLowerCase()}
                </span>
              </td>
              <td className={cn(td, 'text-right text-slate-700 tabular-nums')}>
                {item.reservedStock.toLocaleString('en-US')}
              </td>
              <td className={td}>
                <StockStatusBadge status={item.stockStatus} />
              </td>
              <td className={cn(td, 'whitespace-nowrap text-slate-600')}>
                {formatDate(item.lastStockUpdate, { withTime: true })}
              </td>
              <td className={cn(td, 'text-right whitespace-nowrap')}>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => onAdjust(item)}
                  aria-label={`Adjust stock of ${item.product.name}`}
                  title="Adjust stock"
                >
                  <SlidersHorizontal className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => onHistory(item)}
                  aria-label={`Movement history of ${item.product.name}`}
                  title="Movement history"
                >
                  <History className="size-4" aria-hidden="true" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
