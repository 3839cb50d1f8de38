import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoginDocumentModule from './login-document';

type LoginDocument = typeof LoginDocumentModule;
const load = async (): Promise<LoginDocument> => {
  vi.resetModules();
  return import('./login-document');
};

describe('login document hand-over', () => {
  const assign = vi.fn();
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/account/profile');
  });
  afterEach(() => assign.mockReset());

  it('stays in the console until the console turns the login document on', async () => {
    const doc = await load();
    expect(doc.leaveForLoginDocument('http://console.local/login/', '/login/')).toBe(false);
    doc.handOverLoginNotice('session-expired');
    expect(doc.takeLoginNotice()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the login document when the console navigates to /login', async () => {
    const doc = await load();
    doc.enableLoginDocument(assign);
    expect(doc.leaveForLoginDocument('http://console.local/login/', '/login/')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/login/');
  });

  it('renders in the console when the console itself was loaded at /login', async () => {
    const doc = await load();
    doc.enableLoginDocument(assign);
    expect(doc.leaveForLoginDocument('http://console.local/account/profile', '/login/')).toBe(
      false,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('hands the session-expired notice over once', async () => {
    const doc = await load();
    doc.enableLoginDocument(assign);
    doc.handOverLoginNotice('session-expired');
    expect(doc.takeLoginNotice()).toBe('session-expired');
    expect(doc.takeLoginNotice()).toBeNull();
  });
});
