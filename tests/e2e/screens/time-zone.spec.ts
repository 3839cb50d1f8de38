/**
 * One time zone on screen (ADR 0015): the project dashboard's hourly chart labels its buckets in the browser's
 * zone. The mock counts in Asia/Shanghai (MOCK_TZ); Chromium runs in Europe/Berlin and in America/New_York. The current
 * bucket's label is read from the chart's aria description (ECharts writes the drawn category labels into it) and from
 * the tooltip of the last bar.
 */
import type { Page } from '@playwright/test';
import type { DataHourlyResponse } from '@iot/api-client/model';
import { expect, test } from '../fixtures';
import { openProject } from '../project-helpers';

/** The browser's local date and hour now: ['2026-11-23', '08:00']. */
const localHour = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return [
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      `${pad(d.getHours())}:00`,
    ];
  });

for (const timezoneId of ['Europe/Berlin', 'America/New_York']) {
  test.describe(`hourly chart in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('labels the current bucket with the local hour, the tooltip with the local date', async ({
      page,
      login,
      tr,
    }) => {
      const session = await login();
      const before = await localHour(page);
      const project = await openProject(page);

      // the server's own hour of the current bucket differs: the test can tell the two zones apart
      const projectId = project.split('/').pop();
      const res = await page.request.get(`/api/v2/analytics/projects/${projectId}/hourly/`, {
        headers: { Authorization: `Bearer ${session.access}`, 'X-Org-Slug': 'demo-farm' },
      });
      const { items } = ((await res.json()) as DataHourlyResponse).data;
      const serverHour = `${String(items.at(-1)?.hour).padStart(2, '0')}:00`;
      expect(serverHour).not.toBe(before[1]);

      const chart = page
        .getByRole('figure', { name: tr('project-dashboard:hourlySeries') })
        .locator('[data-slot=chart]');
      await expect(chart).toHaveAttribute('aria-label', /(\d{2}:\d{2}).*(\d{2}:\d{2})/);
      const labels = (await chart.getAttribute('aria-label'))?.match(/\d{2}:\d{2}/g) ?? [];
      expect(labels).toHaveLength(24);
      const after = await localHour(page);
      // the hour may turn between the two readings: the label is one of them
      expect([before[1], after[1]]).toContain(labels.at(-1));

      const box = await chart.boundingBox();
      if (!box) throw new Error('the chart has no box');
      // grid: 56 px left, 16 px right, 32 px bottom (hourly-option.ts); the middle of the 24th band, just above the axis
      const band = (box.width - 56 - 16) / 24;
      await page.mouse.move(box.x + 56 + band * 23.5, box.y + box.height - 40);
      const tooltip = chart
        .locator('div')
        .filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}–\d{2}:\d{2}/ });
      await expect(tooltip.last()).toBeVisible();
      const text = await tooltip.last().innerText();
      expect([`${before[0]} ${before[1]}`, `${after[0]} ${after[1]}`]).toContain(
        text.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)?.[0],
      );
      expect(text).toContain(tr('project-dashboard:hourlySeries'));
    });
  });
}
