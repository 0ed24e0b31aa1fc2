import { SEARCH_MAX_LENGTH } from '@market/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it("takes no more than the server's search limit: a 5,000-character search cannot be entered", async () => {
    const user = userEvent.setup();
    render(<SearchBox value="" onSearch={() => {}} label="Search products" />);
    const box = screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
    expect(box).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
    await user.click(box);
    await user.paste('x'.repeat(5000));
    expect(box.value).toHaveLength(SEARCH_MAX_LENGTH);
  });
});
