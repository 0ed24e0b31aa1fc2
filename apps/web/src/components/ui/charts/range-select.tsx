import { Select } from '@/components/ui/select';

/** The analytics period: the last 7, 30, 90 or 365 days (spec 001 section 9). */
export function RangeSelect({
  value,
  onChange,
  ranges = [7, 30, 90, 365],
  label = 'Time range',
  id = 'time-range',
}: {
  value: number;
  onChange: (days: number) => void;
  ranges?: readonly number[];
  label?: string;
  id?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-slate-700">
        {label}
      </label>
      <Select
        id={id}
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-40"
      >
        {ranges.map((r) => (
          <option key={r} value={r}>
            {r === 365 ? 'Last 365 days' : `Last ${r} days`}
          </option>
        ))}
      </Select>
    </div>
  );
}
