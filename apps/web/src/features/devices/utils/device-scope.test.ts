import { describe, expect, it } from 'vitest';
import { validateBind, validateMoveTarget, validateTransferSlug } from './device-scope';

describe('device rules (spec §5)', () => {
  it('bind needs device_id and safe_code', () => {
    expect(validateBind('', ' ')).toEqual({
      device_id: 'bind.deviceIdRequired',
      safe_code: 'bind.safeCodeRequired',
    });
    expect(validateBind('SIM-BIND-002', 'SAFE-002')).toEqual({});
  });

  it('move needs a target other than the current project', () => {
    expect(validateMoveTarget(null, 'proj_a')).toBe('selectProject');
    expect(validateMoveTarget('proj_a', 'proj_a')).toBe('selectProject');
    expect(validateMoveTarget('proj_b', 'proj_a')).toBeNull();
    expect(validateMoveTarget('proj_b', null)).toBeNull();
  });

  it('transfer needs the target slug', () => {
    expect(validateTransferSlug('  ')).toBe('enterOrgSlug');
    expect(validateTransferSlug('greenhouse-lab')).toBeNull();
  });
});
