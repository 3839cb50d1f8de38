import { describe, expect, it } from 'vitest';
import { isValidOrganizationSlug, roleBadge } from './organization-slug';

describe('organization identifier (spec §5)', () => {
  it.each(['demo-farm', 'a', 'farm-2', '123'])('accepts %s', (slug) => {
    expect(isValidOrganizationSlug(slug)).toBe(true);
  });
  it.each(['Demo', 'demo farm', 'demo_farm', '', '农场', 'a.b'])('refuses %j', (slug) => {
    expect(isValidOrganizationSlug(slug)).toBe(false);
  });
  it('shows owner, manager, operator, readonly, and other for anything else', () => {
    expect(['owner', 'manager', 'operator', 'readonly', 'admin', undefined].map(roleBadge)).toEqual(
      ['owner', 'manager', 'operator', 'readonly', 'other', 'other'],
    );
  });
});
