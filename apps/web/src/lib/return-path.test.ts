import { describe, expect, it } from 'vitest';
import { requestedReturnPath, returnPathOf, safeReturnPath } from './return-path';
import { resolveRuntimeConfig, setRuntimeConfig } from './runtime-config';

describe('the page to return to after sign-in', () => {
  it('keeps a page of the console with its query and fragment', () => {
    expect(safeReturnPath('/org/demo-farm/proj_a/12/factor/34')).toBe(
      '/org/demo-farm/proj_a/12/factor/34',
    );
    expect(safeReturnPath('/org/demo-farm/proj_a/devices?status=online#x')).toBe(
      '/org/demo-farm/proj_a/devices?status=online#x',
    );
    expect(safeReturnPath('/account/profile')).toBe('/account/profile');
  });

  it.each([
    'https://evil.example/org/a/',
    '//evil.example/org/a/',
    '/\\evil.example/org/a/',
    '/\t/evil.example/',
    'javascript:alert(1)',
    'org/demo-farm/',
    '/api/v2/account/',
    '/__mock__/reset',
    '/login/',
    '/',
    '',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('reads `next` of the query, checked', () => {
    expect(requestedReturnPath('?next=%2Forg%2Fdemo-farm%2F')).toBe('/org/demo-farm/');
    expect(requestedReturnPath('?next=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(requestedReturnPath('')).toBeNull();
  });

  it('takes the page of a URL without the base path, and nothing for /dashboard', () => {
    setRuntimeConfig(resolveRuntimeConfig({ basePath: '/console/' }));
    expect(returnPathOf('http://localhost/console/org/a/proj_b/devices?status=offline')).toBe(
      '/org/a/proj_b/devices?status=offline',
    );
    expect(returnPathOf('http://localhost/console/dashboard')).toBeNull();
  });
});
