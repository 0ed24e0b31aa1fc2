import { BarChart3, Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type ChartColumn<Row> = {
  key: string;
  header: string;
  /** The cell's text (formatted money, percentages...). */
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
};

export type ChartTable<Row> = {
  columns: ChartColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** A last row (totals), if any. */
  footer?: ReactNode[];
};

type ChartCardProps<Row> = {
  title: string;
  description?: ReactNode;
  /** What the chart shows, read by screen readers in place of the drawing. */
  summary: string;
  /** The same figures as a table: the Table view, and what a person copies into a spreadsheet. */
  table: ChartTable<Row>;
  /** The chart itself (a Recharts ResponsiveContainer...). */
  children: ReactNode;
  /** Shown instead of the chart and the table when there is nothing to draw. */
  empty?: string | null;
  actions?: ReactNode;
  className?: string;
  defaultView?: 'chart' | 'table';
};

/** A chart with a Chart / Table switch: every chart has its figures as an accessible table beside it. */
export function ChartCard<Row>({
  title,
  description,
  summary,
  table,
  children,
  empty,
  actions,
  className,
  defaultView = 'chart',
}: ChartCardProps<Row>) {
  const [view, setView] = useState<'chart' | 'table'>(defaultView);
  const id = useId();
  const toggle = (
    <fieldset className="inline-flex rounded-lg border border-slate-200 p-0.5">
      <legend className="sr-only">{`${title}: view as`}</legend>
      {(['chart', 'table'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => setView(v)}
          className={cn(
            'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
            view === v ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {v === 'chart' ? (
            <BarChart3 className="size-3.5" aria-hidden="true" />
          ) : (
            <Table2 className="size-3.5" aria-hidden="true" />
          )}
          {v === 'chart' ? 'Chart' : 'Table'}
        </button>
      ))}
    </fieldset>
  );
  return (
    <Card className={className}>
      <CardHeader
        title={title}
        description={description}
        level={3}
        actions={
          <>
            {actions}
            {empty ? null : toggle}
          </>
        }
      />
      <CardBody>
        {empty ? (
          <div className="flex h-48 items-center justify-center rounded-lg border border-dashed border-slate-200 px-4 text-center text-sm text-slate-600">
            {empty}
          </div>
        ) : view === 'chart' ? (
          <div role="img" aria-label={summary} id={`${id}-chart`}>
            {children}
          </div>
        ) : (
          // A scrolling region keyboard users can reach and scroll with the arrow keys.
          <section
            className="max-h-96 overflow-auto rounded-md"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
            tabIndex={0}
            aria-label={`${title}: table`}
          >
            <table className="w-full text-left text-sm" aria-label={title}>
              <thead className="sticky top-0 bg-white">
                <tr className="border-b border-slate-200">
                  {table.columns.map((c) => (
                    <th
                      key={c.key}
                      scope="col"
                      className={cn(
                        'px-3 py-2 text-xs font-semibold text-slate-600',
                        c.align === 'right' && 'text-right',
                      )}
                    >
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={table.rowKey(row, i)} className="border-b border-slate-100 last:border-0">
                    {table.columns.map((c) => (
                      <td
                        key={c.key}
                        className={cn(
                          'px-3 py-1.5 tabular-nums text-slate-800',
                          c.align === 'right' && 'text-right',
                        )}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {table.footer ? (
                <tfoot>
                  <tr className="border-t border-slate-300 font-semibold">
                    {table.footer.map((cell, i) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: the footer's cells are positional
                        key={i}
                        className={cn(
                          'px-3 py-1.5 tabular-nums',
                          table.columns[i]?.align === 'right' && 'text-right',
                        )}
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </section>
        )}
      </CardBody>
    </Card>
  );
}
