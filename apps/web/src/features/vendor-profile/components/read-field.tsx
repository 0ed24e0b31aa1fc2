import type { ReactNode } from 'react';

/** One labelled value of a read view; an empty value shows as "Not provided". */
export function ReadField({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd
        className={
          empty
            ? 'mt-0.5 text-sm text-slate-400 italic'
            : 'mt-0.5 text-sm font-medium break-words text-slate-900'
        }
      >
        {empty ? 'Not provided' : children}
      </dd>
    </div>
  );
}
