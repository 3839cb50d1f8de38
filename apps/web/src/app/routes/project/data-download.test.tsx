import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleSchema, respond } from '@/testing/openapi-handlers';
import type { DownloadTaskCreate } from '@iot/api-client/model';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const task = exampleSchema('DownloadTask');
const device = exampleSchema('Device');
const factor = exampleSchema('Factor');
const PATH = '/org/demo-farm/proj_a1b2c3d4/data-download';

async function openCreate() {
  const view = await renderApp(PATH, { language: 'en' });
  await view.user.click(
    await screen.findByRole('button', { name: 'New export' }, { timeout: 15_000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'New export task' });
  return { ...view, dialog };
}

describe('data download', () => {
  it('lists tasks with status, created time, device, factors and range, and states the 30 s refresh', async () => {
    const calls: number[] = [];
    server.use(respond('listDownloadTasks', { onRequest: () => void calls.push(Date.now()) }));
    await renderApp(PATH, { language: 'zh' });
    const row = await screen.findByRole(
      'row',
      { name: new RegExp(task.name) },
      { timeout: 15_000 },
    );
    expect(row).toHaveTextContent('已完成');
    expect(row).toHaveTextContent(device.device_name);
    expect(row).toHaveTextContent(`${factor.name} (°C)`);
    expect(row).toHaveTextContent(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2} –\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    expect(screen.getByText(/列表每 30 秒自动刷新/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  }, 30_000);

  it('asks for a device first, then for the times and a factor, then creates', async () => {
    const sent: unknown[] = [];
    server.use(
      respond('createDownloadTask', {
        onRequest: async (r) => void sent.push(JSON.parse(await r.text())),
      }),
    );
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a device');
    await user.click(within(dialog).getByRole('combobox', { name: 'Device' }));
    // the device's id beside its name: two devices may share a name
    await user.click(
      await screen.findByRole('option', { name: `${device.device_name} (${device.device_id})` }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fill in the start time and end time and select at least one factor',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: factor.name }));
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0] as DownloadTaskCreate;
    expect(body.device_id).toBe(device.id);
    expect(body.factors).toEqual([factor.id]);
    expect(body.end_time - body.start_time).toBe(86_400);
    expect(new Date(body.end_time * 1000).getHours()).toBe(0);
    expect(await screen.findByText('Export task created')).toBeInTheDocument();
  }, 40_000);

  it('offers download only for completed tasks and opens the link in a new window', async () => {
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    server.use(
      respond('listDownloadTasks', {
        transform: (b) => ({
          ...b,
          data: [task, { ...task, id: 4, name: 'pending task', status: 'pending' as const }],
        }),
      }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    const pending = await screen.findByRole('row', { name: /pending task/ }, { timeout: 15_000 });
    expect(within(pending).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    const done = screen.getByRole('row', { name: new RegExp(task.name) });
    await user.click(within(done).getByRole('button', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(win.location.href).toMatch(/\/api\/v2\/download-files\/3\/\?expires=/),
    );
    expect(win.opener).toBeNull();
  }, 30_000);

  it('says downloadFailed when the answer has no download_url', async () => {
    const win = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    server.use(
      respond('getDownloadTaskLink', {
        transform: (b) => ({ ...b, data: { ...b.data, download_url: '' } }),
      }),
    );
    const { user } = await renderApp(PATH, { language: 'zh' });
    const row = await screen.findByRole(
      'row',
      { name: new RegExp(task.name) },
      { timeout: 15_000 },
    );
    await user.click(within(row).getByRole('button', { name: '下载' }));
    expect(await screen.findByText('下载失败')).toBeInTheDocument();
    expect(win.close).toHaveBeenCalled();
  });

  it('picks the times with the date-time picker, in 24-hour time', async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Start time' }));
    const picker = await screen.findByRole('dialog', { name: 'Start time' });
    await user.click(within(picker).getByRole('combobox', { name: 'Hour' }));
    await user.click(await screen.findByRole('option', { name: '15' }));
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByRole('button', { name: 'Start time' })).toHaveTextContent(
      /^\d{4}-\d{2}-\d{2} 15:00$/,
    );
  }, 30_000);

  it('deletes only after confirming in the console’s own dialog', async () => {
    const deleted: string[] = [];
    server.use(respond('deleteDownloadTask', { onRequest: (r) => void deleted.push(r.url) }));
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = await renderApp(PATH, { language: 'en' });
    const remove = await screen.findByRole(
      'button',
      { name: `Delete task ${task.name}` },
      { timeout: 15_000 },
    );
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete export task' });
    expect(dialog).toHaveTextContent(`Delete the download task “${task.name}”?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toHaveLength(0);
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(await screen.findByText('Download task deleted')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
