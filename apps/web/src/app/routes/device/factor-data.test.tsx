import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleSchema, networkError, respond, type Answer } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

vi.mock('@iot/ui/chart', () => import('@/testing/chart-stub'));

const factor = exampleSchema('Factor');
const device = exampleSchema('Device');
const PATH = `/org/demo-farm/proj_a1b2c3d4/${device.id}/factor/${factor.id}`;
const TITLE = `${factor.name} (${factor.the_type_detail.unit})`;
const now = () => Math.floor(Date.now() / 1000);

/** A full page of 1000 points (one a minute, newest first) out of `count`. */
const fullPage = (count: number) => (body: Answer<'getFactorHistory'>) => ({
  ...body,
  data: {
    count,
    results: Array.from({ length: 1000 }, (_, i) => ({ t: now() - 60 * i, value: 20 + (i % 7) })),
  },
});

function recordHistory(transform?: (b: Answer<'getFactorHistory'>) => Answer<'getFactorHistory'>) {
  const urls: URL[] = [];
  server.use(
    respond('getFactorHistory', {
      onRequest: (r) => void urls.push(new URL(r.url)),
      transform,
    }),
  );
  return urls;
}

const param = (url: URL | undefined, key: string) => Number(url?.searchParams.get(key));

describe('DeviceFactorData', () => {
  it('draws the chart titled name (unit) for the last hour, page 1 of 1000 points', async () => {
    const urls = recordHistory();
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByTestId('chart', {}, { timeout: 15_000 })).toHaveTextContent(TITLE);
    expect(screen.getByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1小时' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('per page 1000 items')).toBeInTheDocument();
    const first = urls[0];
    expect(param(first, 'page')).toBe(1);
    expect(param(first, 'page_size')).toBe(1000);
    expect(now() - param(first, 'min_timestamp')).toBeGreaterThanOrEqual(3600);
    expect(now() - param(first, 'min_timestamp')).toBeLessThan(3660);
    // the document's example: 2 points of 10080 → 11 pages, next disabled (the page is not full)
    const pager = screen.getByRole('navigation', { name: 'History pages' });
    expect(pager).toHaveTextContent('1 / 11');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    const rows = within(screen.getByRole('region', { name: 'History' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}23\.4$/);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-markers', 'true');
  });

  it('pages while full, and a new range starts again at page 1 with its own minimum', async () => {
    const urls = recordHistory(fullPage(10_080));
    const { user } = await renderApp(PATH, { language: 'zh' });
    const pager = await screen.findByRole(
      'navigation',
      { name: '历史数据分页' },
      { timeout: 15_000 },
    );
    await user.click(screen.getByRole('button', { name: '7天' }));
    await waitFor(() =>
      expect(now() - param(urls.at(-1), 'min_timestamp')).toBeGreaterThanOrEqual(604_800),
    );
    const next = within(pager).getByRole('button', { name: '下一页' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(param(urls.at(-1), 'page')).toBe(2));
    expect(pager).toHaveTextContent('2 / 11');
    // 1000 points are sampled for drawing but every one is in the (virtualised) table
    expect(Number(screen.getByTestId('chart').dataset.points)).toBeLessThanOrEqual(302);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-markers', 'false');
    await user.click(screen.getByRole('button', { name: '1天' }));
    await waitFor(() => expect(param(urls.at(-1), 'page')).toBe(1));
    expect(now() - param(urls.at(-1), 'min_timestamp')).toBeLessThan(86_400 + 60);
    expect(pager).toHaveTextContent('1 / 11');
  });

  it('another factor of the device starts again at page 1', async () => {
    server.use(
      respond('listFactors', {
        transform: (b) => ({
          ...b,
          data: [factor, { ...factor, id: factor.id + 1, agri_id: 'AGOTHER001', name: '空气湿度' }],
        }),
      }),
    );
    const urls = recordHistory(fullPage(10_080));
    const { user, router } = await renderApp(PATH, { language: 'en' });
    const pager = await screen.findByRole(
      'navigation',
      { name: 'History pages' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(param(urls.at(-1), 'page')).toBe(2));
    await router.navigate(PATH.replace(/\d+$/, String(factor.id + 1)));
    await waitFor(() => expect(urls.at(-1)?.pathname).toContain('AGOTHER001'));
    expect(param(urls.at(-1), 'page')).toBe(1);
    expect(pager).toHaveTextContent('1 / 11');
  }, 30_000);

  it('shows no count while the history is on its way, then its count', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(respond('getFactorHistory', { onRequest: () => held }));
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('heading', { name: TITLE }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText(/^0 points$/)).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(/^\d+ points$/)).toBeInTheDocument();
  });

  it('a failed load shows an error with retry, says load history failed and clears the chart', async () => {
    server.use(networkError('getFactorHistory'));
    const { user } = await renderApp(PATH, { language: 'en' });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('load history failed');
    expect(await screen.findAllByText('load history failed')).not.toHaveLength(0);
    expect(screen.getByTestId('chart')).toHaveTextContent('暂无数据');
    expect(screen.getByTestId('chart')).toHaveAttribute('data-points', '0');
    expect(screen.getByRole('cell', { name: 'no data' })).toBeInTheDocument();
    server.use(respond('getFactorHistory'));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent(TITLE));
  }, 40_000);

  it("says 'factor does not exist' when the factor is not the device's", async () => {
    await renderApp(PATH.replace(/\d+$/, '999999'), { language: 'en' });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('factor does not exist');
    expect(await screen.findAllByText('factor does not exist')).toHaveLength(2);
  });

  it('an empty range draws the no-data title and a no-data row; switches are steps', async () => {
    server.use(
      respond('listFactors', {
        transform: (b) => ({
          ...b,
          data: [factor].map((f) => ({
            ...f,
            the_type: 200,
            the_type_detail: { ...f.the_type_detail, unit: '' },
          })),
        }),
      }),
    );
    recordHistory((b) => ({ ...b, data: { count: 0, results: [] } }));
    await renderApp(PATH, { language: 'en' });
    const chart = await screen.findByTestId('chart', {}, { timeout: 15_000 });
    await waitFor(() => expect(chart).toHaveTextContent('暂无数据'));
    expect(chart).toHaveAttribute('data-step', 'end');
    expect(screen.getByRole('heading', { level: 2, name: factor.name })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'no data' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'History pages' })).toHaveTextContent('1 / 1');
  });

  it('a switch’s history reads 开 / 关, not 1 / 0', async () => {
    server.use(
      respond('listFactors', {
        transform: (b) => ({ ...b, data: [{ ...factor, the_type: 201 }] }),
      }),
    );
    recordHistory((b) => ({
      ...b,
      data: {
        count: 2,
        results: [
          { t: now() - 60, value: 1 },
          { t: now() - 120, value: 0 },
        ],
      },
    }));
    await renderApp(PATH, { language: 'zh' });
    const table = await screen.findByRole('region', { name: '历史数据' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.lastChild?.textContent),
      ).toEqual(['数值', '开', '关']),
    );
  });
});
