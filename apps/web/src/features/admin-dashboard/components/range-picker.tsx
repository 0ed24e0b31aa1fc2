import { ANALYTICS_RANGES } from '@market/domain';
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import type { FilterChanges } from '@/lib/use-url-filters';
import type { DashboardQuery } from '../api/get-admin-dashboard';

/** The period select, kept in the address (`?timeRange=`). */
export function RangePicker({
  range,
  onChange,
}: {
  range: DashboardQuery;
  onChange: (c: FilterChanges) => void;
}) {
  const id = useId();
  const value = range.timeRange ? String(range.timeRange) : 'custom';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Period
      </label>
      <Select
        id={id}
        className="w-44"
        value={value}
        onChange={(e) => onChange({ timeRange: e.target.value, startDate: undefined, endDate: undefined })}
      >
        {ANALYTICS_RANGES.map((r) => (
          <option key={r} value={r}>
            Last {r} days
          </option>
        ))}
        {value === 'custom' ? (
          <option value="custom" disabled>
            {range.startDate} to {range.endDate}
          </option>
        ) : null}
      </Select>
    </div>
  );
}
