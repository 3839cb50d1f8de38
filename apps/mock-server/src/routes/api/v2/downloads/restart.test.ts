import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DownloadTaskRecord } from '#src/db/types.js';
import { worldServices } from '#src/services/world-services.js';
import { testApp } from '#src/testing/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'iot-mock-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('export tasks across a restart', () => {
  it('re-runs a task the previous process left exporting, and keeps completed ones', async () => {
    const dbPath = join(dir, 'db.json');
    const first = await testApp({ dbPath });
    const farm = first.repos.organizations.bySlug('demo-farm')!;
    const device = first.repos.devices.ofOrganization(farm.id).find((d) => d.project_id !== null)!;
    const factor = first.repos.factors.ofDevice(device.id)[0]!;
    const now = Math.floor(Date.now() / 1000);
    const task = (status: DownloadTaskRecord['status']): DownloadTaskRecord =>
      first.repos.downloads.create({
        name: `t-${status}`,
        status,
        progress: status === 'completed' ? 100 : 40,
        create_time: now,
        error_msg: null,
        device: { id: device.id, device_id: device.device_id, device_name: device.device_name },
        factors: [{ id: factor.id, name: factor.name, agri_id: factor.agri_id, unit: '' }],
        start_time: now - 3600,
        end_time: now,
        file_size: status === 'completed' ? 10 : null,
        org_id: farm.id,
        project_id: device.project_id!,
        file_path: null,
      });
    const exporting = task('exporting').id;
    const completed = task('completed').id;
    await first.repos.commit();
    await first.close();

    const second = await testApp({ dbPath });
    await worldServices(second).exports.idle();
    const stored = (id: number) => second.repos.downloads.byId(id);
    expect(stored(exporting)).toMatchObject({ status: 'completed', progress: 100 });
    expect(stored(exporting)!.file_size).toBeGreaterThan(0);
    expect(existsSync(worldServices(second).exports.filePath(exporting))).toBe(true);
    expect(stored(completed)).toMatchObject({ status: 'completed', file_size: 10 });
    await second.close();
  });
});
