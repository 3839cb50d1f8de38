import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  exampleSchema,
  exampleResponse,
  respond,
  type OperationId,
} from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const device = exampleSchema('Device');
const projectId = device.project?.project_id ?? 'proj_a1b2c3d4';
const PATH = `/org/demo-farm/${projectId}/devices`;
const record = (operationId: OperationId, sink: unknown[]) =>
  respond(operationId, { onRequest: async (r) => void sink.push(await r.text()) });

describe('/org/{orgSlug}/{projectId}/devices', () => {
  it('lists only the online or offline devices the URL asks for, and changes it with the filter', async () => {
    const asked: (string | null)[] = [];
    server.use(
      respond('listProjectDevices', {
        onRequest: (r) => void asked.push(new URL(r.url).searchParams.get('is_online')),
      }),
    );
    const { user, router } = await renderApp(`${PATH}?status=offline`, { language: 'en' });
    const filter = await screen.findByRole(
      'combobox',
      { name: 'Connection status' },
      { timeout: 15_000 },
    );
    expect(filter).toHaveTextContent('Offline');
    await waitFor(() => expect(asked.at(-1)).toBe('false'));
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Online' }));
    await waitFor(() => expect(asked.at(-1)).toBe('true'));
    expect(router.state.location.search).toBe('?status=online');
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Any status' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Connection status' })).toHaveTextContent(
        'Any status',
      ),
    );
  });

  it('binds into this project: the project is fixed and sent', async () => {
    const sent: unknown[] = [];
    server.use(record('bindDevice', sent));
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Bind device' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Bind a device to/ });
    expect(within(dialog).queryByText('Project (optional)')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Device ID'), 'SIM-BIND-002');
    await user.type(within(dialog).getByLabelText('Safe code'), 'SAFE-002');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(sent.map((s) => JSON.parse(String(s)))).toEqual([
        { device_id: 'SIM-BIND-002', safe_code: 'SAFE-002', project_id: projectId },
      ]),
    );
  }, 40_000);

  it('reboots through the project and says restartFailed with the server reason', async () => {
    server.use(respond('rebootDevice', { status: 409 }));
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Actions for ${device.device_name}` },
        { timeout: 15_000 },
      ),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Reboot' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reboot device' });
    await user.click(within(confirm).getByRole('button', { name: 'Reboot device' }));
    const reason = exampleResponse('rebootDevice', 409);
    expect(await screen.findByText(reason.error.message)).toBeInTheDocument();
  });

  it('reboots only after confirmation, and says so', async () => {
    const sent: unknown[] = [];
    server.use(record('rebootDevice', sent));
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Actions for ${device.device_name}` },
        { timeout: 15_000 },
      ),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Reboot' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reboot device' });
    expect(confirm).toHaveTextContent(device.device_name);
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reboot device' }));
    expect(
      await screen.findByText('Reboot sent; the device goes offline for a moment'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('has an empty state with a bind link and project-devices.loadFailed on error', async () => {
    server.use(
      respond('listProjectDevices', {
        transform: (body) => ({ ...body, data: { count: 0, results: [] } }),
      }),
    );
    await renderApp(PATH, { language: 'en' });
    expect(
      await screen.findByText('This project has no devices yet', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a device' })).toBeInTheDocument();
  });

  it("says the project's devices could not be loaded", async () => {
    server.use(respond('listProjectDevices', { status: 404 }));
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      "Failed to load the project's devices",
    );
  });
});
