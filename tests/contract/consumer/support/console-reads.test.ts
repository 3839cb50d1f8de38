import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleReads } from './console-reads';

const dir = mkdtempSync(join(tmpdir(), 'console-reads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), text);
}

describe('consoleReads', () => {
  it('names the model fields the console reads, however it reads them, and nothing it only copies', () => {
    write(
      'tsconfig.json',
      JSON.stringify({ compilerOptions: { strict: true }, include: ['**/*.ts'] }),
    );
    write(
      'model/device.ts',
      `export interface ProjectRef { project_id: string; name: string }
       export type DeviceInfo = string | null;
       export interface Device { id: number; info: DeviceInfo; project: ProjectRef | null; is_debug: boolean; agri_id: string }
       export type Page = { count: number; results: Device[] };`,
    );
    write(
      'app/view.ts',
      `import type { Device, Page } from '../model/device';
       export const label = (d: Device) => d.project?.name ?? d.info;
       export const first = ({ results }: Page) => { const { id } = results[0]!; return id; };
       export const flag = (d: Device) => d['is_debug'];
       export const copy = (d: Device) => ({ ...d });`,
    );
    write(
      'app/view.test.ts',
      `import type { Device } from '../model/device'; export const t = (d: Device) => d.agri_id;`,
    );
    const reads = consoleReads({
      tsconfig: join(dir, 'tsconfig.json'),
      counts: (f) => f.startsWith(join(dir, 'app')) && !f.endsWith('.test.ts'),
      modelDir: join(dir, 'model'),
    });
    expect([...reads].sort()).toEqual([
      'Device.id',
      'Device.info',
      'Device.is_debug',
      'Device.project',
      'Page.results',
      'ProjectRef.name',
    ]);
  });
});
