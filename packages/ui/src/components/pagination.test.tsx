import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PaginationControls } from './pagination';

function renderPager(props: Partial<React.ComponentProps<typeof PaginationControls>> = {}) {
  const onPageChange = vi.fn();
  render(
    <PaginationControls
      label="Pages"
      previousLabel="Previous"
      nextLabel="Next"
      page={1}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return {
    onPageChange,
    previous: screen.getByRole('button', { name: 'Previous' }),
    next: screen.getByRole('button', { name: 'Next' }),
  };
}

describe('PaginationControls', () => {
  it('disables previous on the first page and moves forward', async () => {
    const { previous, next, onPageChange } = renderPager({
      page: 1,
      totalPages: 3,
      summary: '1 / 3',
    });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1 / 3');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables next on the last page and moves back', async () => {
    const { previous, next, onPageChange } = renderPager({ page: 3, totalPages: 3 });
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await userEvent.click(previous);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('lets hasNextPage decide when the page count is unknown', () => {
    const { next } = renderPager({ page: 2, hasNextPage: false });
    expect(next).toBeDisabled();
  });

  it('enables next from hasNextPage even without a page count', () => {
    const { next, previous } = renderPager({ page: 2, hasNextPage: true });
    expect(next).toBeEnabled();
    expect(previous).toBeEnabled();
  });

  it('disables both buttons while disabled', () => {
    const { next, previous } = renderPager({ page: 2, totalPages: 5, disabled: true });
    expect(next).toBeDisabled();
    expect(previous).toBeDisabled();
  });
});
