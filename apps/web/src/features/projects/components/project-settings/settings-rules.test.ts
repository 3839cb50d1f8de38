import { describe, expect, it } from 'vitest';
import { canSaveName, validateName, validateTargetOrg } from './settings-rules';

describe('project settings rules (spec §5)', () => {
  it('saves a trimmed, non-empty name that differs from the current one', () => {
    expect(canSaveName('Nursery', 'Nursery')).toBe(false);
    expect(canSaveName('  Nursery  ', 'Nursery')).toBe(false);
    expect(canSaveName('Nursery 2', 'Nursery')).toBe(true);
    expect(canSaveName('   ', 'Nursery')).toBe(false);
    expect(validateName(' ')).toBe('nameRequired');
  });
  it('transfer requires the target organization', () => {
    expect(validateTargetOrg('  ')).toBe('targetOrgRequired');
    expect(validateTargetOrg('greenhouse-lab')).toBeNull();
  });
});
