import { describe, expect, it } from 'vitest';
import { BIND_POOL_SIZE } from './devices.js';
import { createSeed } from './index.js';
import { LARGE_DEVICE_COUNT } from './organizations.js';

const opts = { seed: 'demo', scale: 'default' as const, bcryptRounds: 4, now: 1_795_000_000 };

describe('seed', () => {
  it('is deterministic for a seed and different for another', () => {
    const a = createSeed(opts);
    const b = createSeed(opts);
    expect(a.devices.map((d) => d.agri_id)).toEqual(b.devices.map((d) => d.agri_id));
    const c = createSeed({ ...opts, seed: 'other' });
    expect(c.devices.map((d) => d.agri_id)).not.toEqual(a.devices.map((d) => d.agri_id));
  });

  it('has the demo accounts, ≥ 3 projects and ≥ 20 devices in demo-farm, 3–8 factors each, and the bind pool', () => {
    const d = createSeed(opts);
    expect(d.users.map((u) => u.username)).toEqual(
      expect.arrayContaining(['demo', 'viewer', 'outsider']),
    );
    const farm = d.organizations.find((o) => o.slug === 'demo-farm')!;
    expect(d.projects.filter((p) => p.org_id === farm.id).length).toBeGreaterThanOrEqual(3);
    const devices = d.devices.filter((x) => x.org_id === farm.id);
    expect(devices.length).toBeGreaterThanOrEqual(20);
    expect(devices.filter((x) => x.project_id === null).length).toBeGreaterThan(0);
    expect(devices.filter((x) => x.profile === 'down').length).toBeGreaterThan(0);
    for (const dev of d.devices) {
      const n = d.factors.filter((f) => f.device_id === dev.id).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(8);
    }
    const pool = d.devices.filter((x) => x.device_id.startsWith('SIM-BIND-'));
    expect(pool).toHaveLength(BIND_POOL_SIZE);
    expect(pool.map((x) => [x.device_id, x.safe_code, x.org_id])[0]).toEqual([
      'SIM-BIND-001',
      'SAFE-001',
      null,
    ]);
    expect(new Set(d.factors.map((f) => f.the_type)).has(200)).toBe(true);
  });

  // How fast this is belongs to `pnpm bench:mock`, not to a timing assertion here.
  it('seeds 10,000 devices into demo-farm for MOCK_SCALE=large', () => {
    const d = createSeed({ ...opts, scale: 'large', now: 1_795_100_000 });
    const farm = d.organizations.find((o) => o.slug === 'demo-farm')!;
    expect(d.devices.filter((x) => x.org_id === farm.id)).toHaveLength(LARGE_DEVICE_COUNT);
  });
});
