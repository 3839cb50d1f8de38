import { describe, expect, it } from 'vitest';
import { testApp } from '#src/testing/helpers.js';
import { simEntries } from './export-spec.js';
import { worldServices } from './world-services.js';

describe('simulation services', () => {
  it('refuses to start with an unknown MOCK_TZ, naming it', async () => {
    await expect(testApp({ tz: 'Mars/Olympus' })).rejects.toThrow(
      /Unknown time zone "Mars\/Olympus"/,
    );
  });

  it('gives one set of services per server and the simulation view of stored devices', async () => {
    const app = await testApp();
    try {
      expect(worldServices(app)).toBe(worldServices(app));
      const farm = app.repos.organizations.bySlug('demo-farm')!;
      const devices = app.repos.devices.ofOrganization(farm.id);
      const entries = simEntries(app, devices);
      expect(entries).toHaveLength(devices.length);
      expect(entries[0]!.factors.length).toBe(app.repos.factors.ofDevice(devices[0]!.id).length);
      expect(simEntries(app, [{ id: 987654 }])).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
