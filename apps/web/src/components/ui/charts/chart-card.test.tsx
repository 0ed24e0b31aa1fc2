import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card';
import { KpiCard } from './kpi-card';

const table = {
  columns: [
    { key: 'day', header: 'Day', cell: (r: { day: string; n: number }) => r.day },
    {
      key: 'n',
      header: 'Orders',
      cell: (r: { day: string; n: number }) => String(r.n),
      align: 'right' as const,
    },
  ],
  rows: [
    { day: '2026-11-01', n: 3 },
    { day: '2026-11-02', n: 5 },
  ],
  rowKey: (r: { day: string }) => r.day,
  footer: ['Total', '8'],
};

describe('ChartCard', () => {
  it('shows the chart, then the same figures as a table', async () => {
    render(
      <ChartCard title="Orders" summary="Orders per day, 8 in all" table={table}>
        <svg data-testid="drawing" />
      </ChartCard>,
    );
    expect(screen.getByRole('img', { name: 'Orders per day, 8 in all' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const grid = screen.getByRole('table', { name: 'Orders' });
    expect(grid).toHaveTextContent('2026-11-025');
    expect(grid).toHaveTextContent('Total8');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the empty text instead of a chart with nothing to draw', () => {
    render(
      <ChartCard title="Orders" summary="x" table={table} empty="No orders in this period">
        <svg />
      </ChartCard>,
    );
    expect(screen.getByText('No orders in this period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  });
});

describe('KpiCard', () => {
  it("shows 'N/A' and the reason instead of a figure that cannot be computed", () => {
    render(<KpiCard label="Conversion Rate" value={null} unavailable="No product views this month" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('No product views this month')).toBeInTheDocument();
  });

  it('colours a fall green when falling is good (a cost)', () => {
    render(<KpiCard label="Customer Acquisition Cost" value="$12.00" change={-10} fallingIsGood />);
    expect(screen.getByTestId('change-Customer Acquisition Cost').parentElement).toHaveClass(
      'text-emerald-700',
    );
  });
});
