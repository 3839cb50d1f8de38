import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { networkError, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function submit(language: 'zh' | 'en', username = 'demo', password = 'demo123456') {
  const view = await renderApp('/login/', { signedIn: false, language });
  const user = view.user;
  const en = language === 'en';
  if (username) await user.type(await screen.findByLabelText(en ? 'Username' : '用户名'), username);
  if (password) await user.type(screen.getByLabelText(en ? 'Password' : '密码'), password);
  await user.click(screen.getByRole('button', { name: en ? 'Log in' : '登录' }));
  return view;
}

describe('/login', () => {
  it('asks for both fields before calling the server', async () => {
    let called = false;
    server.use(respond('login', { onRequest: () => void (called = true) }));
    await submit('en', 'demo', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter username and password',
    );
    expect(called).toBe(false);
  });

  it("401 says the credentials were refused in the reader's language, not the server's English", async () => {
    server.use(respond('login', { status: 401 }));
    await submit('zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
  });

  it('401 without a message shows the translated text', async () => {
    server.use(
      respond('login', {
        status: 401,
        transform: (body) => ({ ...body, error: { code: 'authentication_failed', message: '' } }),
      }),
    );
    await submit('zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
  });

  it("400 shows the server message when it is in the reader's language", async () => {
    server.use(respond('login', { status: 400 }));
    await submit('zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求参数有误 Invalid input data');
  });

  it('400 without a message says the input is invalid', async () => {
    server.use(
      respond('login', {
        status: 400,
        transform: (body) => ({ ...body, error: { code: 'validation_error', message: '' } }),
      }),
    );
    await submit('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid input data');
  });

  it('another status says login failed', async () => {
    server.use(respond('login', { status: 429 }));
    await submit('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('no answer says the server did not respond', async () => {
    server.use(networkError('login'));
    await submit('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No response from server. Please check your connection.',
    );
  });

  it('a success stores the session and goes through /dashboard to the first organization', async () => {
    const { router } = await submit('zh');
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/demo-farm/'));
    expect(window.localStorage.getItem('access_token')).toBeTruthy();
    expect(window.localStorage.getItem('refresh_token')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      username: 'demo',
    });
  });

  it('switches the language and stores it', async () => {
    const { user } = await renderApp('/login', { signedIn: false, language: 'zh' });
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('userLanguage')).toBe('en');
  });

  describe('a public demo that resets itself (docs/security.md#running-a-public-demo-safely)', () => {
    afterEach(() => document.head.querySelector('meta[name="iot-demo-reset"]')?.remove());

    const announce = (content: string) => {
      const meta = document.createElement('meta');
      meta.name = 'iot-demo-reset';
      meta.content = content;
      document.head.append(meta);
    };

    it('says how often and when the next reset happens, in both languages', async () => {
      const next = new Date(Date.now() + 20 * 60_000);
      announce(`every=3600; next=${next.toISOString()}`);
      const time = (lang: string) =>
        new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(next);
      await renderApp('/login', { signedIn: false, language: 'en' });
      expect(await screen.findByRole('note')).toHaveTextContent(
        `This is a public demo: all data is reset to the demo data every 1 hour, next at ${time('en')}.`,
      );
      await renderApp('/login', { signedIn: false, language: 'zh' });
      expect(await screen.findByRole('note')).toHaveTextContent(
        `所有数据每1小时恢复为初始演示数据，下次恢复时间 ${time('zh-CN')}`,
      );
    });

    it('says nothing without the announcement (any other server)', async () => {
      await renderApp('/login', { signedIn: false, language: 'en' });
      await screen.findByRole('button', { name: 'Log in' });
      expect(screen.queryByRole('note')).toBeNull();
    });
  });
});
