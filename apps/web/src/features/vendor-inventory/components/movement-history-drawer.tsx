import { useState } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { loadErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { useMovements } from '../api/list-movements';
import { MOVEMENT_TYPE_LABELS } from '../lib/labels';
import type { InventoryItem, StockMovement } from '../types';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** What a movement did: the change of current stock, or of reserved stock for a reservation or release. */
function change(movement: StockMovement): { text: string; tone: string; note: string | null } {
  const reservedDelta = movement.reservedAfter - movement.reservedBefore;
  const currentDelta = movement.currentAfter - movement.currentBefore;
  if (currentDelta === 0 && reservedDelta !== 0) {
    return {
      text: `${signed(reservedDelta)} reserved`,
      tone: 'text-slate-600',
      note: `Reserved ${movement.reservedBefore} → ${movement.reservedAfter}`,
    };
  }
  return {
    text: signed(currentDelta),
    tone: currentDelta > 0 ? 'text-emerald-700' : currentDelta < 0 ? 'text-red-700' : 'text-slate-600',
    note: reservedDelta !== 0 ? `Reserved ${movement.reservedBefore} → ${movement.reservedAfter}` : null,
  };
}

function MovementRow({ movement }: { movement: StockMovement }) {
  const c = change(movement);
  const who = movement.actor.type === 'system' ? 'System' : (movement.actor.name ?? 'A user');
  return (
    <li className="space-y-1 py-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900">{MOVEMENT_TYPE_LABELS[movement.type]}</span>
        <span className={cn('font-semibold tabular-nums', c.tone)}>{c.text}</span>
      </div>
      <p className="text-sm text-slate-600 tabular-nums">
        Stock {movement.currentBefore} → {movement.currentAfter}
        {c.note ? ` · ${c.note}` : ''}
      </p>
      {movement.reason ? <p className="text-sm text-slate-700">{movement.reason}</p> : null}
      <p className="text-xs text-slate-500">
        {formatDate(movement.createdAt, { withTime: true })} ·{' '}
        {movement.actor.impersonatorId ? (
          <span
            className="font-medium text-amber-800"
            title="Made by an admin through an impersonation session"
          >
            {who}
          </span>
        ) : (
          who
        )}
        {movement.orderId ? ` · order ${movement.orderId.slice(0, 8)}` : ''}
      </p>
    </li>
  );
}

/** Movement history (the table's second row action): the item's ledger, newest first, 20 a page. */
export function MovementHistoryDrawer({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useMovements(item._id, page);
  const data = query.data;

  return (
    <Drawer
      title="Movement history"
      description={`${item.product.name} · SKU ${item.product.sku}`}
      onClose={onClose}
      footer={
        data ? (
          <Pagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPageChange={setPage}
            label="Movement pages"
            pages="neighbours"
          />
        ) : null
      }
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Current</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{item.currentStock}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Reserved</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{item.reservedStock}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Available</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{item.availableStock}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Stock value</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="stock-value">
            {formatMoney(item.stockValue)}
          </dd>
        </div>
      </dl>
      {item.uncostedUnits > 0 ? (
        <p className="mt-2 text-xs text-amber-800">
          {item.uncostedUnits} {item.uncostedUnits === 1 ? 'unit has' : 'units have'} no cost recorded (valued
          at 0)
        </p>
      ) : null}

      {data ? (
        data.movements.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">No stock movements yet</p>
        ) : (
          <ol
            aria-label="Stock movements"
            aria-busy={query.isFetching || undefined}
            className={cn('mt-2 divide-y divide-slate-100', query.isFetching && 'refreshing')}
          >
            {data.movements.map((movement) => (
              <MovementRow key={movement._id} movement={movement} />
            ))}
          </ol>
        )
      ) : query.isError ? (
        <LoadError
          className="mt-4"
          title="The history could not be loaded"
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error)}
        </LoadError>
      ) : (
        <TableSkeleton label="Loading movements" columns={2} />
      )}
    </Drawer>
  );
}
