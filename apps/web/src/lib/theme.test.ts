import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  getThemeChoice,
  resolveTheme,
  setThemeChoice,
  watchSystemTheme,
} from './theme';

function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((fn) => fn());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('is auto unless stored', () => {
    expect(getThemeChoice()).toBe('auto');
    window.localStorage.setItem('theme', 'bogus');
    expect(getThemeChoice()).toBe('auto');
  });

  it('stores dark and light and applies them to <html>', () => {
    fakeSystem(false);
    setThemeChoice('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    setThemeChoice('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('auto follows the system live', () => {
    const system = fakeSystem(false);
    setThemeChoice('auto');
    const stop = watchSystemTheme();
    expect(resolveTheme()).toBe('light');
    system.set(true);
    expect(document.documentElement).toHaveClass('dark');
    system.set(false);
    expect(document.documentElement).not.toHaveClass('dark');
    stop();
    applyTheme();
  });
});
