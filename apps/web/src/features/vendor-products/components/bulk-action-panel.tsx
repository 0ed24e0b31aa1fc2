import {
  BULK_MESSAGES,
  type BulkAction,
  type BulkActionForm,
  bulkActionFormSchema,
  bulkUpdatedMessage,
  PRICE_ADJUSTMENT_TYPES,
  PRICE_OPERATIONS,
  PRODUCT_MESSAGES,
  PRODUCT_STATUSES,
  STOCK_OPERATIONS,
  toBulkRequest,
} from '@market/domain';
import { Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { type Category, mainCategories, PRODUCT_STATUS_LABELS, subcategoriesOf } from '@/shared/catalog';
import { useBulkAction } from '../api/bulk';

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  update_status: 'Update status',
  update_category: 'Update category',
  update_prices: 'Update prices',
  update_stock: 'Update stock',
  delete: 'Delete products',
};

const PRICE_TYPE_LABELS = { percentage: 'Percentage (%)', fixed: 'Fixed amount ($)' } as const;
const PRICE_OPERATION_LABELS = { increase: 'Increase', decrease: 'Decrease' } as const;
const STOCK_OPERATION_LABELS = { set: 'Set to', increase: 'Increase by', decrease: 'Decrease by' } as const;

/** Success and error banners clear after this long (spec 001 section 9). */
export const BANNER_MS = 3000;

type Banner = { tone: 'success' | 'danger'; text: string };

const emptyForm = (): Omit<BulkActionForm, 'productIds'> => ({
  action: '',
  status: '',
  mainCategory: '',
  subCategory: '',
  priceType: 'percentage',
  priceOperation: 'increase',
  priceValue: '',
  stockOperation: 'set',
  stockValue: '',
});

type BulkActionPanelProps = {
  selectedIds: string[];
  categories: readonly Category[];
  /** After a successful action (the selection is cleared). */
  onDone: () => void;
};

/**
 * The bulk action form (spec 001): an action and its value, validated with the spec's messages,
 * delete after a confirmation, then 'Successfully updated {n} products' or the failure.
 */
export function BulkActionPanel({ selectedIds, categories, onDone }: BulkActionPanelProps) {
  const ids = useId();
  const bulk = useBulkAction();
  const [form, setForm] = useState(emptyForm);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const set = (changes: Partial<typeof form>) => setForm((f) => ({ ...f, ...changes }));
  const candidate: BulkActionForm = { ...form, productIds: selectedIds };

  const run = async () => {
    setConfirming(false);
    try {
      const result = await bulk.mutateAsync(toBulkRequest(candidate));
      setBanner({ tone: 'success', text: result.message ?? bulkUpdatedMessage(result.data.modifiedCount) });
      setForm((f) => ({ ...emptyForm(), action: f.action === 'delete' ? '' : f.action }));
      onDone();
    } catch (error) {
      setBanner({ tone: 'danger', text: errorMessage(error, PRODUCT_MESSAGES.bulkFailed) });
    }
  };

  const apply = () => {
    const parsed = bulkActionFormSchema.safeParse(candidate);
    if (!parsed.success) {
      setBanner({ tone: 'danger', text: parsed.error.issues[0]?.message ?? BULK_MESSAGES.invalidAction });
      return;
    }
    if (form.action === 'delete') {
      setConfirming(true);
      return;
    }
    void run();
  };

  const mains = mainCategories(categories);
  const subs = subcategoriesOf(categories, form.mainCategory);
  const label = (suffix: string, text: string) => (
    <label htmlFor={`${ids}-${suffix}`} className="mb-1.5 block text-sm font-medium text-slate-700">
      {text}
    </label>
  );

  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">Bulk actions</h3>
        <p className="text-sm text-slate-600" aria-live="polite">
          <strong className="font-semibold text-slate-900">{selectedIds.length}</strong>{' '}
          {selectedIds.length === 1 ? 'product' : 'products'} selected
        </p>
      </div>
      {banner ? (
        <Alert tone={banner.tone} live={banner.tone === 'danger' ? 'alert' : 'status'}>
          {banner.text}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
        <div>
          {label('action', 'Action')}
          <Select
            id={`${ids}-action`}
            value={form.action}
            onChange={(event) => set({ action: event.target.value })}
          >
            <option value="">Choose an action</option>
            {Object.entries(BULK_ACTION_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        </div>

        {form.action === 'update_status' ? (
          <div>
            {label('status', 'New status')}
            <Select
              id={`${ids}-status`}
              value={form.status}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="">Select a status</option>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PRODUCT_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}

        {form.action === 'update_category' ? (
          <>
            <div>
              {label('main', 'New category')}
              <Select
                id={`${ids}-main`}
                value={form.mainCategory}
                onChange={(e) => set({ mainCategory: e.target.value, subCategory: '' })}
              >
                <option value="">Select a category</option>
                {mains.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              {label('sub', 'Subcategory')}
              <Select
                id={`${ids}-sub`}
                value={form.subCategory}
                disabled={!form.mainCategory}
                onChange={(e) => set({ subCategory: e.target.value })}
              >
                <option value="">No subcategory</option>
                {subs.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </div>
          </>
        ) : null}

        {form.action === 'update_prices' ? (
          <>
            <div>
              {label('price-type', 'Adjustment type')}
              <Select
                id={`${ids}-price-type`}
                value={form.priceType}
                onChange={(e) =>
                  set({ priceType: e.target.value as (typeof PRICE_ADJUSTMENT_TYPES)[number] })
                }
              >
                {PRICE_ADJUSTMENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PRICE_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              {label('price-operation', 'Direction')}
              <Select
                id={`${ids}-price-operation`}
                value={form.priceOperation}
                onChange={(e) => set({ priceOperation: e.target.value as (typeof PRICE_OPERATIONS)[number] })}
              >
                {PRICE_OPERATIONS.map((o) => (
                  <option key={o} value={o}>
                    {PRICE_OPERATION_LABELS[o]}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              {label('price-value', form.priceType === 'percentage' ? 'Percentage' : 'Amount')}
              <Input
                id={`${ids}-price-value`}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={String(form.priceValue ?? '')}
                onChange={(e) => set({ priceValue: e.target.value })}
                placeholder={form.priceType === 'percentage' ? 'e.g. 10' : 'e.g. 2.50'}
              />
            </div>
          </>
        ) : null}

        {form.action === 'update_stock' ? (
          <>
            <div>
              {label('stock-operation', 'Stock change')}
              <Select
                id={`${ids}-stock-operation`}
                value={form.stockOperation}
                onChange={(e) => set({ stockOperation: e.target.value as (typeof STOCK_OPERATIONS)[number] })}
              >
                {STOCK_OPERATIONS.map((o) => (
                  <option key={o} value={o}>
                    {STOCK_OPERATION_LABELS[o]}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              {label('stock-value', 'Stock value')}
              <Input
                id={`${ids}-stock-value`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={String(form.stockValue ?? '')}
                onChange={(e) => set({ stockValue: e.target.value })}
              />
            </div>
          </>
        ) : null}
      </div>
      {form.action === 'delete' ? (
        <p className="text-sm text-slate-600">
          The selected products are removed from your catalogue and the storefront. Past orders keep them.
        </p>
      ) : null}
      {form.action === 'update_prices' ? (
        <p className="text-sm text-slate-500">Prices never go below zero.</p>
      ) : null}
      <div className="flex justify-end">
        <Button
          onClick={apply}
          loading={bulk.isPending}
          loadingText="Applying…"
          variant={form.action === 'delete' ? 'danger' : 'primary'}
        >
          <Play className="size-4" aria-hidden="true" />
          Apply to selected
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Delete products"
          message={`${BULK_MESSAGES.deleteConfirm} (${selectedIds.length} selected)`}
          confirmLabel="Delete"
          onConfirm={() => void run()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}
