import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSchema, respond, type OperationId } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const project = exampleSchema('Project');
const ROOT = `/org/demo-farm/${project.project_id}/settings`;

function record(operationId: OperationId) {
  const bodies: unknown[] = [];
  server.use(
    respond(operationId, {
      onRequest: async (r) => void bodies.push(JSON.parse((await r.text()) || 'null')),
    }),
  );
  return bodies;
}

describe('project settings', () => {
  it('bare path → basic; rename needs a changed, non-empty name (nameRequired)', async () => {
    const sent = record('updateProject');
    const { user, router } = await renderApp(ROOT, { language: 'en' });
    const name = await screen.findByLabelText('Project name', {}, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe(`${ROOT}/basic`);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.click(save);
    expect(await screen.findByText('Enter the project name')).toBeInTheDocument();
    await user.type(name, `  ${project.name}  `);
    expect(save).toBeDisabled();
    await user.type(name, ' 2');
    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ name: `${project.name}   2` }]));
    expect(await screen.findByText('Project name updated')).toBeInTheDocument();
  }, 30_000);

  it('transfer offers the organizations one may move it to, confirms, then goes to the projects', async () => {
    const sent = record('transferProject');
    const org = exampleSchema('Organization');
    const as = (slug: string, name: string, role: 'owner' | 'manager' | 'readonly') => ({
      ...org,
      slug,
      name,
      access_config: { ...org.access_config, role },
    });
    server.use(
      respond('listOrganizations', {
        transform: (b) => ({
          ...b,
          data: [
            as('demo-farm', '示范农场', 'owner'),
            as('greenhouse-lab', '温室实验室', 'manager'),
            as('orchard-coop', '果园合作社', 'readonly'),
          ],
        }),
      }),
    );
    const { user, router } = await renderApp(`${ROOT}/basic`, { language: 'zh' });
    const transfer = await screen.findByRole('button', { name: '转移项目' }, { timeout: 15_000 });
    await user.click(transfer);
    expect(await screen.findByText('请选择目标组织')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '目标组织' }));
    // neither this organization nor one where the user is readonly
    expect(screen.queryByRole('option', { name: /demo-farm/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /orchard-coop/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '温室实验室 (greenhouse-lab)' }));
    await user.click(transfer);
    const confirm = await screen.findByRole('alertdialog', { name: '确认转移项目' });
    expect(confirm).toHaveTextContent('温室实验室 (greenhouse-lab)');
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '转移项目' }));
    await waitFor(() => expect(sent).toEqual([{ target_org_slug: 'greenhouse-lab' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/demo-farm/'));
  }, 30_000);

  it('delete confirms, then goes to the projects', async () => {
    const deleted = record('deleteProject');
    const { user, router } = await renderApp(`${ROOT}/basic`, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Delete project' }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the project?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/demo-farm/'));
  }, 30_000);
});
