import '@/testing/browser-apis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleSchema, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

vi.mock('@iot/ui/chart', () => import('@/testing/chart-stub'));

const project = exampleSchema('Project');
const PATH = `/org/demo-farm/${project.project_id}`;

describe('project dashboard', () => {
  it('shows the data count, online / offline totals linking to the devices, and the 24-hour chart', async () => {
    server.use(
      respond('getProjectDataHourly', {
        transform: (b) => ({
          ...b,
          data: { items: b.data.items.map((item) => ({ ...item, data_count: 42 })) },
        }),
      }),
    );
    await renderApp(PATH, { language: 'en' });
    const total = await screen.findByRole('group', { name: 'Total data' }, { timeout: 15_000 });
    expect(await within(total).findByText('1,843,250')).toBeInTheDocument();
    const online = screen.getByRole('group', { name: 'Online devices' });
    const offline = screen.getByRole('group', { name: 'Offline devices' });
    expect(online).toHaveTextContent(String(project.device_count - project.offline_device_count));
    expect(offline).toHaveTextContent(String(project.offline_device_count));
    // each total opens the list it counts
    expect(within(online).getByRole('link', { name: 'View online devices' })).toHaveAttribute(
      'href',
      `${PATH}/devices?status=online`,
    );
    expect(within(offline).getByRole('link', { name: 'View offline devices' })).toHaveAttribute(
      'href',
      `${PATH}/devices?status=offline`,
    );
    expect(await screen.findByTestId('chart')).toHaveAttribute('data-points', '1');
  }, 30_000);

  it('says an empty project has no data yet instead of drawing an empty chart', async () => {
    server.use(
      respond('getProject', {
        transform: (b) => ({ ...b, data: { ...b.data, device_count: 0, offline_device_count: 0 } }),
      }),
      respond('getProjectDataHourly', {
        transform: (b) => ({
          ...b,
          data: { items: b.data.items.map((item) => ({ ...item, data_count: 0 })) },
        }),
      }),
    );
    await renderApp(PATH, { language: 'en' });
    expect(
      await screen.findByText('No data in the last 24 hours', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add devices' })).toHaveAttribute(
      'href',
      `${PATH}/devices`,
    );
  });

  it('says loadDataError and loadDeviceError when they fail', async () => {
    server.use(
      respond('getProjectDataTotal', { status: 403 }),
      respond('getProjectDataHourly', { status: 403 }),
      respond('getProject', { status: 403 }),
    );
    await renderApp(PATH, { language: 'zh' });
    expect(
      await screen.findAllByText('加载数据统计失败', {}, { timeout: 15_000 }),
    ).not.toHaveLength(0);
    expect(await screen.findByText('加载设备统计失败')).toBeInTheDocument();
  });

  it("a project that does not exist (a stale link) shows the not-found page, not the dashboard's errors", async () => {
    server.use(
      respond('getProject', { status: 404 }),
      respond('getProjectDataTotal', { status: 404 }),
    );
    await renderApp(PATH, { language: 'zh' });
    expect(
      await screen.findByRole('heading', { name: '页面不存在' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '数据总量' })).not.toBeInTheDocument();
  });
});
