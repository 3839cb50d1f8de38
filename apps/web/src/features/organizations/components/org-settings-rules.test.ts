import { describe, expect, it } from 'vitest';
import { canSaveOrgName, slugConfirmed } from './org-settings-rules';

describe('organization settings rules', () => {
  it('enables save only when the trimmed name differs from the current one', () => {
    expect(canSaveOrgName('Demo Farm', 'Demo Farm')).toBe(false);
    expect(canSaveOrgName('  Demo Farm  ', 'Demo Farm')).toBe(false);
    expect(canSaveOrgName('Demo Farm 2', 'Demo Farm')).toBe(true);
    expect(canSaveOrgName('', 'Demo Farm')).toBe(true);
  });

  it('confirms delete only with the exact slug', () => {
    expect(slugConfirmed('demo-farm', 'demo-farm')).toBe(true);
    expect(slugConfirmed(' demo-farm ', 'demo-farm')).toBe(true);
    expect(slugConfirmed('Demo-Farm', 'demo-farm')).toBe(false);
  });
});
