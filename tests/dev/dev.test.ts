/**
 * What a developer relies on between two commits: the dev mock (`pnpm dev`, `pnpm mock`) follows the OpenAPI document
 * without a manual restart, and `pnpm generate` refuses a document with a structural mistake before generating from it.
 * A fresh clone's `pnpm dev` is checked by fresh-clone.mjs (it installs: minutes, not part of npm test).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '../..');
const DOCUMENT = join(root, 'openapi/openapi.yaml');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

describe('the dev mock', () => {
  it('restarts when openapi/openapi.yaml changes, and serves again', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', MOCK_DB: ':memory:' };
    delete env.NODE_ENV; // as `pnpm dev` runs it
    env.MOCK_CONTROL_TOKEN = 'dev-test';
    // its own process group, so that tsx watch, the server and pino-pretty stop together
    const dev = spawn('pnpm', ['run', 'dev'], {
      cwd: join(root, 'apps/mock-server'),
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const banners = () => [...output.matchAll(/mock server: (http:\/\/\S+)/g)].map((m) => m[1]);
    const answers = async (url: string) => (await fetch(`${url}api/v2/account/`)).status;
    try {
      await vi.waitFor(() => expect(banners()).toHaveLength(1), { timeout: 60_000 });
      expect(await answers(banners()[0] ?? '')).toBe(401);
      // what an edit does to the watcher — a newer mtime — and nothing to the text: the tree stays clean
      const now = new Date();
      utimesSync(DOCUMENT, now, now);
      await vi.waitFor(() => expect(banners()).toHaveLength(2), { timeout: 60_000 });
      expect(await answers(banners()[1] ?? '')).toBe(401);
    } finally {
      if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    }
  });
});

describe('pnpm generate', () => {
  const work = mkdtempSync(join(tmpdir(), 'iot-openapi-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('runs the lint of the document first', () => {
    const plan = spawnSync(bin('turbo'), ['run', 'generate', '--dry=json'], {
      cwd: root,
      encoding: 'utf8',
    });
    const tasks = JSON.parse(plan.stdout).tasks as { taskId: string; dependencies: string[] }[];
    const generators = tasks.filter((t) => t.taskId.endsWith('#generate'));
    expect(generators.length).toBeGreaterThan(0);
    for (const task of generators) expect(task.dependencies).toContain('//#lint:api');
  });

  it('is refused a comma in a flow-style description, which would add a property', () => {
    const copy = join(work, 'openapi.yaml');
    copyFileSync(DOCUMENT, copy);
    const text = readFileSync(copy, 'utf8');
    const line = /^ {8}full_name: \{ type: string, description: Shown when nickname is empty\./m;
    expect(text).toMatch(line);
    writeFileSync(copy, text.replace(line, '$&, else the username'));
    const lint = spawnSync(
      bin('redocly'),
      ['lint', '--config', join(root, 'openapi/redocly.yaml'), copy],
      { cwd: root, encoding: 'utf8' },
    );
    expect(lint.status).not.toBe(0);
    expect(lint.stdout + lint.stderr).toMatch(/Property `else the username.?` is not expected/);
  });
});
