import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSchema, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const project = exampleSchema('Project');

describe('/monitor', () => {
  it.each(['zh', 'en'] as const)(
    'signed out (%s): a login-required card and the login modal in Chinese',
    async (language) => {
      const sent: unknown[] = [];
      server.use(
        respond('login', { onRequest: async (r) => void sent.push(JSON.parse(await r.text())) }),
      );
      const { user } = await renderApp('/monitor', { signedIn: false, language });
      const modal = await screen.findByRole('dialog', { name: '登录' }, { timeout: 15_000 });
      expect(within(modal).getByText('请使用控制台账号登录后查看监控大屏')).toBeInTheDocument();
      await user.click(within(modal).getByRole('button', { name: '登录' }));
      expect(await within(modal).findByRole('alert')).toHaveTextContent('请输入用户名和密码');
      expect(sent).toHaveLength(0);
      await user.keyboard('{Escape}');
      expect(
        await screen.findByText(language === 'zh' ? '需要登录' : 'Login required'),
      ).toBeInTheDocument();
      expect(screen.queryByTitle(/监控大屏|Monitoring/)).not.toBeInTheDocument();
      await user.click(
        screen.getByRole('button', { name: language === 'zh' ? '登录' : 'Sign in' }),
      );
      const again = await screen.findByRole('dialog', { name: '登录' });
      await user.type(within(again).getByLabelText('用户名'), 'demo');
      await user.type(within(again).getByLabelText('密码'), 'demo123456');
      await user.click(within(again).getByRole('button', { name: '登录' }));
      await waitFor(() => expect(sent).toEqual([{ username: 'demo', password: 'demo123456' }]));
      expect(window.localStorage.getItem('access_token')).toBeTruthy();
    },
    30_000,
  );

  it('signed in: the board in a sandboxed 16:9 frame with org_slug and project_id, remembered', async () => {
    await renderApp('/monitor', { language: 'en' });
    const frame = await screen.findByTitle('Monitoring dashboard', {}, { timeout: 15_000 });
    const src = new URL(frame.getAttribute('src') ?? '', 'http://console.local');
    expect(src.pathname).toBe('/monitor-board/');
    expect(src.searchParams.get('org_slug')).toBe('demo-farm');
    expect(src.searchParams.get('project_id')).toBe(project.project_id);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(frame.closest('.aspect-video')).not.toBeNull();
    await waitFor(() =>
      expect(window.localStorage.getItem('monitor_project_id')).toBe(project.project_id),
    );
    expect(window.localStorage.getItem('monitor_org_slug')).toBe('demo-farm');
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
  }, 30_000);

  it('switch project: the chosen project goes to the frame and to storage', async () => {
    server.use(
      respond('listProjects', {
        transform: (b) => ({
          ...b,
          data: [project, { ...project, project_id: 'proj_zzzz9999', name: 'Nursery' }],
        }),
      }),
    );
    const { user } = await renderApp('/monitor', { language: 'en' });
    const frame = await screen.findByTitle('Monitoring dashboard', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Switch project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch project' });
    await user.selectOptions(await within(dialog).findByLabelText('Project'), 'proj_zzzz9999');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(frame.getAttribute('src')).toContain('project_id=proj_zzzz9999'));
    expect(window.localStorage.getItem('monitor_project_id')).toBe('proj_zzzz9999');
  }, 30_000);
});
