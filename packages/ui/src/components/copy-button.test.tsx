import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const onCopied = vi.fn();
    const onCopyError = vi.fn();
    render(
      <CopyButton
        value="secret-token"
        label="Copy token"
        copiedLabel="Copied"
        onCopied={onCopied}
        onCopyError={onCopyError}
      />,
    );
    return { onCopied, onCopyError };
  }

  async function click(name: string) {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
    });
  }

  it('copies the value and shows the check icon for 1.5 s', async () => {
    const { onCopied, onCopyError } = setup();
    writeText.mockResolvedValue(undefined);

    await click('Copy token');

    expect(writeText).toHaveBeenCalledWith('secret-token');
    expect(onCopied).toHaveBeenCalledWith('secret-token');
    expect(onCopyError).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button.querySelector('[data-icon="check"]')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    const reset = screen.getByRole('button', { name: 'Copy token' });
    expect(reset.querySelector('[data-icon="copy"]')).not.toBeNull();
    expect(reset.querySelector('[data-icon="check"]')).toBeNull();
  });

  it('reports a clipboard failure and keeps the copy icon', async () => {
    const { onCopied, onCopyError } = setup();
    const failure = new Error('denied');
    writeText.mockRejectedValue(failure);

    await click('Copy token');

    expect(onCopyError).toHaveBeenCalledWith(failure);
    expect(onCopied).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Copy token' });
    expect(button.querySelector('[data-icon="check"]')).toBeNull();
  });

  it('reports an error when the Clipboard API is missing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const { onCopyError } = setup();

    await click('Copy token');

    expect(onCopyError).toHaveBeenCalledWith(expect.any(Error));
  });
});
