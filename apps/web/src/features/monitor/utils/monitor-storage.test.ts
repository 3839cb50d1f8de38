import { afterEach, describe, expect, it } from 'vitest';
import { MONITOR_STORAGE_KEYS, readMonitorChoice, saveMonitorChoice } from './monitor-storage';

describe('monitor storage', () => {
  afterEach(() => window.localStorage.clear());

  it('remembers the organization and the project under the monitor keys', () => {
    saveMonitorChoice({ orgSlug: 'demo-farm', projectId: 'proj_a1b2c3d4' });
    expect(window.localStorage.getItem(MONITOR_STORAGE_KEYS.orgSlug)).toBe('demo-farm');
    expect(window.localStorage.getItem(MONITOR_STORAGE_KEYS.projectId)).toBe('proj_a1b2c3d4');
    expect(readMonitorChoice()).toEqual({ orgSlug: 'demo-farm', projectId: 'proj_a1b2c3d4' });
  });

  it('forgets a cleared project', () => {
    saveMonitorChoice({ orgSlug: 'demo-farm', projectId: 'proj_a1b2c3d4' });
    saveMonitorChoice({ orgSlug: 'greenhouse-lab', projectId: null });
    expect(readMonitorChoice()).toEqual({ orgSlug: 'greenhouse-lab', projectId: null });
  });
});
