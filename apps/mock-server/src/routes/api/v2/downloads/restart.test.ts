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
    const farm = first.repos.orgBySlug('demo-farm')!;
    const device = first.repos.devicesOf(farm.id).find((d) => d.project_id !== null)!;
    const factor = first.repos.factorsOf(device.id)[0]!;
    const now = Math.floor(Date.now() / 1000);
    const task = (id: number, status: DownloadTaskRecord['status']): DownloadTaskRecord => ({
      id,
      name: `t${id}`,
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
    first.repos.add('downloadTasks', task(901, 'exporting'));
    first.repos.add('downloadTasks', task(902, 'completed'));
    await first.repos.commit();
    await first.close();

    const second = await testApp({ dbPath });
    await worldServices(second).exports.idle();
    const stored = second.repos.all('downloadTasks');
    expect(stored.find((t) => t.id === 901)).toMatchObject({ status: 'completed', progress: 100 });
    expect(stored.find((t) => t.id === 901)!.file_size).toBeGreaterThan(0);
    expect(existsSync(worldServices(second).exports.filePath(901))).toBe(true);
    expect(stored.find((t) => t.id === 902)).toMatchObject({ status: 'completed', file_size: 10 });
    await second.close();
  });
});
