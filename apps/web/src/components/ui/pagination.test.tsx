import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './pagination';

describe('paginationItems', () => {
  it('shows every page up to 5', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first and last page with ellipses beyond 5', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(paginationItems(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
  });
});

describe('Pagination', () => {
  it('marks the current page and reports the chosen one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Pagination with a summary (the admin lists)', () => {
  it('shows "Showing x to y of z" beside the shorter row of pages', () => {
    render(
      <Pagination
        page={3}
        totalPages={9}
        onPageChange={() => {}}
        pages="neighbours"
        summary={{ pageSize: 10, totalItems: 85, noun: 'vendors' }}
      />,
    );
    expect(screen.getByText('Showing 21 to 30 of 85 vendors')).toBeInTheDocument();
    const pages = screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3', '4', '9']);
  });

  it('keeps the text without buttons for a single page, and shows nothing for no rows', () => {
    const { container, rerender } = render(
      <Pagination
        page={1}
        totalPages={1}
        onPageChange={() => {}}
        summary={{ pageSize: 10, totalItems: 4, noun: 'vendors' }}
      />,
    );
    expect(screen.getByText('Showing 1 to 4 of 4 vendors')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(
      <Pagination
        page={1}
        totalPages={0}
        onPageChange={() => {}}
        summary={{ pageSize: 10, totalItems: 0, noun: 'vendors' }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
