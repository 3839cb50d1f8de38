import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyMenu, lazyMenu, type LazyMenuProps } from './lazy-menu';

function FakeMenu({ trigger, defaultOpen, label }: LazyMenuProps & { label: string }) {
  return (
    <div>
      {trigger}
      {defaultOpen ? <div role="menu" aria-label={label} /> : null}
    </div>
  );
}

describe('LazyMenu', () => {
  it('renders the trigger at once, preloads on hover and opens the loaded menu on click', async () => {
    const load = vi.fn(() => Promise.resolve({ default: FakeMenu }));
    const menu = lazyMenu(load);
    render(
      <LazyMenu
        trigger={<button type="button">Org</button>}
        menu={menu}
        props={{ label: 'orgs' }}
      />,
    );

    const trigger = screen.getByRole('button', { name: 'Org' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.hover(trigger);
    expect(load).toHaveBeenCalled();
    await user.click(trigger);
    expect(await screen.findByRole('menu', { name: 'orgs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Org' })).toBeInTheDocument();
  });
});
