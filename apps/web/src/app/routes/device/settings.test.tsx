import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSchema, respond, type OperationId } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const device = exampleSchema('Device');
const PATH = `/org/demo-farm/proj_a1b2c3d4/${device.id}/settings`;

function record(operationId: OperationId) {
  const bodies: unknown[] = [];
  server.use(
    respond(operationId, {
      onRequest: async (r) => void bodies.push(JSON.parse((await r.text()) || 'null')),
    }),
  );
  return bodies;
}

describe('device settings tab', () => {
  it('saves the basic settings; the name is required', async () => {
    const sent = record('updateDevice');
    const { user } = await renderApp(PATH, { language: 'en' });
    const name = await screen.findByLabelText('Device name', {}, { timeout: 15_000 });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the device name')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(name, '  东区气象站 A  ');
    const interval = screen.getByLabelText('Report interval (seconds)');
    const wrong = 'The report interval is a whole number from 10 to 3600 seconds';
    for (const value of ['10.5', '3601']) {
      await user.clear(interval);
      await user.type(interval, value);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(wrong)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);
    await user.clear(interval);
    await user.type(interval, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ device_name: '东区气象站 A', report_interval: 120 });
    expect(await screen.findByText('Device settings saved')).toBeInTheDocument();
  }, 45_000);

  it('reboots after a confirmation', async () => {
    const sent = record('rebootDevice');
    const { user } = await renderApp(PATH, { language: 'zh' });
    await user.click(await screen.findByRole('button', { name: '重启设备' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: '重启设备' });
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '重启设备' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  }, 30_000);

  it('delete confirms, then goes to the organization devices', async () => {
    const sent = record('deleteDevice');
    const { user, router } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Delete device' }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: /delete/i }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/demo-farm/devices/'));
  }, 30_000);

  it('transfer requires an organization, then goes to the organization devices', async () => {
    const sent = record('transferDeviceToOrg');
    const org = exampleSchema('Organization');
    server.use(
      respond('listOrganizations', {
        transform: (b) => ({
          ...b,
          data: [org, { ...org, slug: 'greenhouse-lab', name: 'Greenhouse Lab' }],
        }),
      }),
    );
    const { user, router } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Transfer to another organization' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Transfer' });
    await user.click(submit);
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: 'Target organization' }));
    await user.click(
      await screen.findByRole('option', { name: 'Greenhouse Lab (greenhouse-lab)' }),
    );
    await user.click(submit);
    await waitFor(() => expect(sent).toEqual([{ target_org_slug: 'greenhouse-lab' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/demo-farm/devices/'));
  }, 30_000);
});
