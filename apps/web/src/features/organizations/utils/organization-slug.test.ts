import { describe, expect, it } from 'vitest';
import { roleBadge } from './organization-slug';

describe('organization role badges', () => {
  it('shows owner, manager, operator, readonly, and other for anything else', () => {
    expect(['owner', 'manager', 'operator', 'readonly', 'admin', undefined].map(roleBadge)).toEqual(
      ['owner', 'manager', 'operator', 'readonly', 'other', 'other'],
    );
  });
});
