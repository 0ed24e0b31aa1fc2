import { useId } from 'react';
import { inputClasses } from '@/components/ui/input';
import type { FilterChanges } from '@/lib/use-url-filters';
import type { AuditFilters } from '../api/audit-entries';

const SUBJECT_TYPES = ['order_part', 'product', 'vendor', 'orders', 'products', 'categories', 'settings'];

/** The filter bar of an audit screen; each change goes to the address (decision 0038). */
export function AuditFilterBar({
  filters,
  onChange,
  withIds,
}: {
  filters: AuditFilters;
  onChange: (changes: FilterChanges) => void;
  /** Actor and vendor ids (the admin's screen). */
  withIds: boolean;
}) {
  const ids = useId();
  const field = (key: keyof AuditFilters, label: string, type: 'text' | 'date' = 'text') => (
    <div>
      <label htmlFor={`${ids}-${key}`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${ids}-${key}`}
        type={type}
        maxLength={200}
        defaultValue={(filters[key] as string | undefined) ?? ''}
        key={`${key}-${filters[key] ?? ''}`}
        onChange={
          type === 'date' ? (event) => onChange({ [key]: event.target.value || undefined }) : undefined
        }
        onBlur={(event) => {
          const value = event.target.value.trim() || undefined;
          if (value !== filters[key]) onChange({ [key]: value });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className={inputClasses}
      />
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {field('action', 'Action')}
      <div>
        <label htmlFor={`${ids}-subjectType`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Record type
        </label>
        <select
          id={`${ids}-subjectType`}
          className={inputClasses}
          value={filters.subjectType ?? ''}
          onChange={(event) => onChange({ subjectType: event.target.value || undefined })}
        >
          <option value="">All records</option>
          {SUBJECT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {field('from', 'From', 'date')}
      {field('to', 'To', 'date')}
      {withIds ? field('actorId', 'Actor id') : null}
      {withIds ? field('vendorId', 'Vendor id') : null}
      {field('subjectId', 'Record id')}
    </div>
  );
}
