import {
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
  statusLabel,
} from '@market/domain';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ReportFiltersState } from '../lib/use-report-filters';

const TYPE_LABELS: Record<ReportType, string> = {
  summary: 'Summary',
  detailed: 'Detailed',
  products: 'Products',
  customers: 'Customers',
  trends: 'Trends',
};
const statusOptionLabel = (s: ReportStatus) => (s === 'all' ? 'All' : statusLabel('order', s));

/** The Sales Reports filters; each change goes into the address. Server field errors show beside their field. */
export function ReportFilters({
  f,
  categories,
  errors,
}: {
  f: ReportFiltersState;
  categories: { id: string; name: string }[];
  errors: Record<string, string>;
}) {
  return (
    <Card>
      <CardBody>
        <form
          aria-label="Report filters"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(e) => e.preventDefault()}
        >
          <Field id="report-type" label="Report Type" error={errors.reportType}>
            {(c) => (
              <Select
                {...c}
                value={f.reportType}
                onChange={(e) =>
                  f.setFilters({ reportType: e.target.value === 'summary' ? undefined : e.target.value })
                }
              >
                {REPORT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="report-range" label="Time Range" error={errors.timeRange}>
            {(c) => (
              <Select
                {...c}
                value={f.custom ? 'custom' : String(f.timeRange)}
                onChange={(e) =>
                  f.setFilters({
                    timeRange: e.target.value === '30' ? undefined : e.target.value,
                    ...(e.target.value === 'custom' ? {} : { startDate: undefined, endDate: undefined }),
                  })
                }
              >
                {[7, 30, 90, 365].map((d) => (
                  <option key={d} value={d}>
                    {`Last ${d} days`}
                  </option>
                ))}
                <option value="custom">Custom range</option>
              </Select>
            )}
          </Field>
          <Field id="report-category" label="Category" error={errors.category}>
            {(c) => (
              <Select
                {...c}
                value={f.category}
                onChange={(e) => f.setFilters({ category: e.target.value || undefined })}
              >
                <option value="">All categories</option>
                {categories.map((cat) => (
                  <option key={cat.id} value={cat.id}>
                    {cat.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            id="report-status"
            label="Order Status"
            error={errors.status}
            hint={f.status === 'all' ? 'Cancelled, rejected and returned orders are left out.' : undefined}
          >
            {(c) => (
              <Select
                {...c}
                value={f.status}
                onChange={(e) =>
                  f.setFilters({ status: e.target.value === 'all' ? undefined : e.target.value })
                }
              >
                {REPORT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusOptionLabel(s)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {f.custom ? (
            <>
              <Field
                id="report-start"
                label="Start date"
                error={errors.startDate}
                hint={f.datesIncomplete ? 'Choose both dates; the last 30 days show meanwhile.' : undefined}
              >
                {(c) => (
                  <Input
                    {...c}
                    type="date"
                    value={f.startDate}
                    onChange={(e) => f.setFilters({ startDate: e.target.value || undefined })}
                  />
                )}
              </Field>
              <Field id="report-end" label="End date" error={errors.endDate}>
                {(c) => (
                  <Input
                    {...c}
                    type="date"
                    value={f.endDate}
                    onChange={(e) => f.setFilters({ endDate: e.target.value || undefined })}
                  />
                )}
              </Field>
            </>
          ) : null}
          <Field id="report-min" label="Minimum order amount" error={errors.minAmount}>
            {(c) => (
              <Input
                {...c}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                placeholder="Any"
                defaultValue={f.minAmount}
                key={`min-${f.minAmount}`}
                onBlur={(e) => f.setFilters({ minAmount: e.target.value || undefined })}
              />
            )}
          </Field>
          <Field id="report-max" label="Maximum order amount" error={errors.maxAmount}>
            {(c) => (
              <Input
                {...c}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                placeholder="Any"
                defaultValue={f.maxAmount}
                key={`max-${f.maxAmount}`}
                onBlur={(e) => f.setFilters({ maxAmount: e.target.value || undefined })}
              />
            )}
          </Field>
          <div className="flex items-end">
            <Button type="button" variant="secondary" onClick={f.reset}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Reset Filters
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
