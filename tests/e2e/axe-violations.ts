/** axe-core's WCAG 2.1 A/AA serious and critical violations of a page: the e2e checks (axe.ts) and the walk (screens/walk.ts). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The WCAG 2.1 A/AA rules whose outcome depends on colours alone: what another theme of the same page can change. The
 * console's themes change colours only (CSS variables under `.dark`; no `dark:` variant shows or hides anything).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious and critical violations of the current page, one readable line each; `rules`: only these axe rules. */
export async function blockingViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
