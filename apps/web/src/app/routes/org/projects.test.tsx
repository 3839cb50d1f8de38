import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@iot/api-client/model';
import { exampleSchema, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { FAVORITE_RELOAD_DELAY_MS } from '@/features/projects/api/projects';

const example = exampleSchema('Project');
const projects: Project[] = [
  { ...example, favorite: false },
  { ...example, project_id: 'proj_e5f6g7h8', name: '育苗棚 Nursery', favorite: false },
];
const listed = (list: Project[]) =>
  respond('listProjects', { transform: (body) => ({ ...body, data: list }) });

afterEach(() => vi.useRealTimers());

describe('/org/{orgSlug}/ projects', () => {
  it('shows a card per project with device and offline counts, and filters by name or project_id', async () => {
    server.use(listed(projects));
    const { user } = await renderApp('/org/demo-farm/', { language: 'en' });
    const first = await screen.findByRole('link', { name: example.name }, { timeout: 15_000 });
    const card = first.closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText('Devices').nextSibling).toHaveTextContent('8');
    expect(within(card).getByText('Offline').nextSibling).toHaveTextContent('1');

    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await user.type(search, 'NURSERY');
    expect(screen.queryByRole('link', { name: example.name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '育苗棚 Nursery' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'PROJ_A1B2');
    expect(screen.getByRole('link', { name: example.name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '育苗棚 Nursery' })).not.toBeInTheDocument();
  }, 40_000);

  it("refuses an empty project name with 'Project name cannot be empty' and sends nothing", async () => {
    const sent: unknown[] = [];
    server.use(
      respond('createProject', { onRequest: async (r) => void sent.push(await r.json()) }),
    );
    const { user } = await renderApp('/org/demo-farm/', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await user.type(within(dialog).getByLabelText('Project name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Project name cannot be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Project name'), ' Greenhouse 3 ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Greenhouse 3' }]));
    expect(await screen.findByText('Project created')).toBeInTheDocument();
  });

  it('shows the Chinese text of the rule in zh', async () => {
    const { user } = await renderApp('/org/demo-farm/', { language: 'zh' });
    await user.click(await screen.findByRole('button', { name: '创建项目' }));
    const dialog = await screen.findByRole('dialog', { name: '创建项目' });
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('项目名称不能为空')).toBeInTheDocument();
  });

  it('toggles the favorite at once and reloads the list about 1 s later', async () => {
    let lists = 0;
    const patches: unknown[] = [];
    server.use(
      respond('listProjects', {
        transform: (body) => ({ ...body, data: projects }),
        onRequest: () => void (lists += 1),
      }),
      respond('updateProject', { onRequest: async (r) => void patches.push(await r.json()) }),
    );
    const { user } = await renderApp('/org/demo-farm/', { language: 'en' });
    const star = await screen.findByRole('button', { name: `Add ${example.name} to favorites` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    const before = lists;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(star);
    expect(
      screen.getByRole('button', { name: `Remove ${example.name} from favorites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(patches).toEqual([{ favorite: true }]));
    expect(lists).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(FAVORITE_RELOAD_DELAY_MS + 50));
    await waitFor(() => expect(lists).toBe(before + 1));
  });

  it('says a refused favorite toggle is not permitted, in its own words', async () => {
    server.use(listed(projects), respond('updateProject', { status: 403 }));
    const { user } = await renderApp('/org/demo-farm/', { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: `Add ${example.name} to favorites` }),
    );
    expect(await screen.findByText(/You do not have permission to do this\.$/)).toBeInTheDocument();
  });

  it('offers a create link when there is no project, and an error with retry', async () => {
    server.use(listed([]));
    const { user } = await renderApp('/org/demo-farm/', { language: 'en' });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a project' }));
    expect(await screen.findByRole('dialog', { name: 'Create project' })).toBeInTheDocument();
  });

  it('says the projects could not be fetched and retries on click', async () => {
    server.use(respond('listProjects', { status: 403 }));
    const { user } = await renderApp('/org/demo-farm/', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch projects');
    server.use(listed(projects));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: example.name })).toBeInTheDocument();
  });
});
