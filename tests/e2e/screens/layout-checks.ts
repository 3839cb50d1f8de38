/**
 * What a narrow screen breaks, measured in the page: top-bar items that overlap or leave the screen, page-wide
 * horizontal overflow, tables wider than the viewport, and (for the walk's report) text cut with an ellipsis that has no
 * title to read it in full. `measureLayout` runs inside the browser (page.evaluate): it must stay self-contained.
 */
import type { Page } from '@playwright/test';

export interface LayoutReport {
  viewport: number;
  /** document.documentElement.scrollWidth: more than `viewport` is a page-wide sideways scroll. */
  scrollWidth: number;
  /** The widest elements that stick out of the viewport (when scrollWidth > viewport). */
  overflowing: string[];
  /** Pairs of top-bar items whose boxes intersect. */
  headerOverlaps: string[];
  /** Top-bar items outside the viewport or cut by the top bar. */
  headerOutside: string[];
  /** Tables wider than the viewport, with their width. */
  wideTables: string[];
  /** Text cut with an ellipsis, with no title on it or around it (the walk reports these). */
  truncatedWithoutTitle: string[];
}

export function measureLayout(): LayoutReport {
  const viewport = document.documentElement.clientWidth;
  const describe = (el: Element) => {
    const label =
      el.getAttribute('aria-label') ??
      (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ??
      '';
    const slot = el.getAttribute('data-slot');
    return `${el.tagName.toLowerCase()}${slot ? `[${slot}]` : ''} "${label}"`;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
  };

  const overflowing: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewport) {
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right > viewport + 0.5 && visible(el)) {
        overflowing.push(`${describe(el)} right=${Math.round(r.right)}`);
      }
    }
  }

  const headerOverlaps: string[] = [];
  const headerOutside: string[] = [];
  const header = document.querySelector('header');
  if (header) {
    const bar = header.getBoundingClientRect();
    const items = Array.from(header.querySelectorAll('a, button')).filter(
      (el) => visible(el) && !el.parentElement?.closest('a, button'),
    );
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of boxes) {
      if (
        r.left < -0.5 ||
        r.right > viewport + 0.5 ||
        r.top < bar.top - 0.5 ||
        r.bottom > bar.bottom + 0.5
      ) {
        headerOutside.push(`${describe(el)} ${Math.round(r.left)}–${Math.round(r.right)}`);
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 0.5 && h > 0.5) {
          headerOverlaps.push(`${describe(boxes[i]!.el)} × ${describe(boxes[j]!.el)}`);
        }
      }
    }
  }

  const wideTables = Array.from(document.querySelectorAll('table'))
    .filter((t) => visible(t) && t.getBoundingClientRect().width > viewport + 0.5)
    .map((t) => `${describe(t)} width=${Math.round(t.getBoundingClientRect().width)}`);

  const truncatedWithoutTitle = Array.from(document.body.querySelectorAll('*'))
    .filter((el) => {
      if (!(el instanceof HTMLElement) || !visible(el)) return false;
      const style = getComputedStyle(el);
      if (style.textOverflow !== 'ellipsis' || el.scrollWidth <= el.clientWidth + 1) return false;
      return !el.closest('[title]') && !el.closest('[data-full-text]');
    })
    .map(describe);

  return {
    viewport,
    scrollWidth,
    overflowing: overflowing.slice(0, 8),
    headerOverlaps,
    headerOutside,
    wideTables,
    truncatedWithoutTitle,
  };
}

/** measureLayout in the page. */
export const layoutOf = (page: Page) => page.evaluate(measureLayout);

/**
 * Waits until the page has settled: no request in flight for 500 ms (the page's data, lazily loaded chunks such as
 * the chart's; the device overview polls every 10 s, so this is reached between two polls), no page-loading spinner,
 * fonts loaded.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[data-slot=spinner][aria-label="加载中..."]')
    .first()
    .waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
