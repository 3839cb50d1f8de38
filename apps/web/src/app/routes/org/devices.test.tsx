import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  exampleSchema,
  respond,
  type OperationId,
  type StatusOf,
} from '@/testing/openapi-handlers';
import type { Device, Project } from '@iot/api-client/model';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const device = exampleSchema('Device');
const loose: Device = {
  ...device,
  id: 8,
  device_id: 'SIM-0008',
  device_name: 'Loose',
  project: null,
};
const project = exampleSchema('Project');
const nursery: Project = { ...project, project_id: 'proj_e5f6g7h8', name: '育苗棚 Nursery' };

const page = (results: Device[], count = results.length) =>
  respond('listDevices', {
    transform: (body) => ({ ...body, data: { count, results } }),
  });
const projectsList = respond('listProjects', {
  transform: (body) => ({ ...body, data: [project, nursery] }),
});
const record = <Id extends OperationId>(operationId: Id, sink: unknown[], status?: StatusOf<Id>) =>
  respond(operationId, { status, onRequest: async (r) => void sink.push(await r.json()) });

async function openAction(user: UserEvent, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('/org/{orgSlug}/devices/ all devices', () => {
  it('links a device to its page only when it has a project, with online/offline badges', async () => {
    server.use(page([device, loose]), projectsList);
    await renderApp('/org/demo-farm/devices/', { language: 'en' });
    const link = await screen.findByRole('link', { name: device.device_name }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', `/org/demo-farm/${project.project_id}/${device.id}/`);
    expect(screen.queryByRole('link', { name: 'Loose' })).not.toBeInTheDocument();
    expect(screen.getByText('Loose')).toBeInTheDocument();
    expect(screen.getAllByText('在线').length).toBeGreaterThan(0);
  }, 40_000);

  it('sends the search to the server once typing pauses for 300 ms, from page 1', async () => {
    const searches: (string | null)[] = [];
    server.use(
      projectsList,
      respond('listDevices', {
        transform: (body) => ({ ...body, data: { count: 1, results: [device] } }),
        onRequest: (r) => void searches.push(new URL(r.url).searchParams.get('search')),
      }),
    );
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    await screen.findByRole('link', { name: device.device_name });
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'SIM-00');
    await waitFor(() => expect(searches.at(-1)).toBe('SIM-00'));
    expect(searches.filter((s) => s !== null)).toEqual(['SIM-00']);
  });

  it('binds with device_id and safe_code required and the project optional', async () => {
    const sent: unknown[] = [];
    server.use(page([device]), projectsList, record('bindDevice', sent));
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add device' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please enter the device ID')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the safe code')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Device ID'), 'SIM-BIND-002');
    await user.type(within(dialog).getByLabelText('Safe code'), 'SAFE-002');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(sent).toEqual([{ device_id: 'SIM-BIND-002', safe_code: 'SAFE-002' }]),
    );
    expect(await screen.findByText('Device added')).toBeInTheDocument();
  });

  it('says the device is already bound when the bind is refused with 409', async () => {
    server.use(page([device]), projectsList, respond('bindDevice', { status: 409 }));
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add device' });
    await user.type(within(dialog).getByLabelText('Device ID'), 'SIM-BIND-002');
    await user.type(within(dialog).getByLabelText('Safe code'), 'SAFE-002');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This device is already bound',
    );
  });

  it('moves to a project other than the current one (selectProject)', async () => {
    const sent: unknown[] = [];
    server.use(page([device]), projectsList, record('setOrgDeviceProject', sent));
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    await openAction(user, device.device_name, 'Move to project');
    const dialog = await screen.findByRole('dialog', { name: 'Move device' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Please choose the target project')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Target project' }));
    expect(screen.queryByRole('option', { name: project.name })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: nursery.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent).toEqual([{ project_id: nursery.project_id }]));
    expect(await screen.findByText('Device moved')).toBeInTheDocument();
  });

  it('transfers only to a chosen organization of the user (enterOrgSlug)', async () => {
    const sent: unknown[] = [];
    const org = exampleSchema('Organization');
    server.use(
      page([device]),
      projectsList,
      record('transferOrgDevice', sent),
      respond('listOrganizations', {
        transform: (b) => ({
          ...b,
          data: [org, { ...org, slug: 'greenhouse-lab', name: 'Greenhouse Lab' }],
        }),
      }),
    );
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    await openAction(user, device.device_name, 'Transfer to organization');
    const dialog = await screen.findByRole('dialog', { name: 'Transfer device' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('Please choose the target organization')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Target organization' }));
    await user.click(
      await screen.findByRole('option', { name: 'Greenhouse Lab (greenhouse-lab)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(sent).toEqual([{ target_org_slug: 'greenhouse-lab' }]));
  });

  it('deletes only after confirmation, and says a 403 in its own words', async () => {
    server.use(page([device]), projectsList, respond('deleteOrgDevice', { status: 403 }));
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    await openAction(user, device.device_name, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete device' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/You do not have permission to do this\.$/)).toBeInTheDocument();
  });

  it('offers an add link when the organization has no device', async () => {
    server.use(page([]), projectsList);
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    expect(await screen.findByText('No devices in this organization yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a device' }));
    expect(await screen.findByRole('dialog', { name: 'Add device' })).toBeInTheDocument();
  });

  it('shows org-devices.loadFailed and retries on click', async () => {
    server.use(projectsList, respond('listDevices', { status: 403 }));
    const { user } = await renderApp('/org/demo-farm/devices/', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load devices');
    server.use(page([device]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: device.device_name })).toBeInTheDocument();
  });
});
